"""Gondola."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gondola(CardRules):
    """Either now or at the start of your next turn: +2 coins. When you gain this, you
    may play an Action card from your hand."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # in play since the last turn, Gondola was played for later: the coins wait
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=2))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "take +2 coins now, or at the start of your next turn"
        if game.decide(ChooseMode(player, prompt, ["now", "later"])) == "now":
            game.plus(player, coins=2)
        else:
            self.wait_for_next_turn(game, player, card)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action"))
        chosen = game.choose_card(player, "play an Action card from your hand", pool, True)
        if chosen is not None:
            game.play(player, game.where_to_play_from(player, chosen))
