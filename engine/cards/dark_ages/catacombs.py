"""Catacombs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Catacombs(CardRules):
    """Look at your top 3 cards. Either put them into your hand, or discard them and
    +3 Cards. When you trash this, gain a cheaper card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 3)
        if not seen:
            return
        prompt = "take them or discard them"
        for choice in choose_options(game, player, card, prompt, ["take", "discard"]):
            if choice == "take":
                for c in seen:
                    game.move(c, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.discard_each(player, seen, player.revealed)
                game.plus(player, cards=3)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(player, "gain a cheaper card", lambda c: game.cost(c).less_than(limit))
