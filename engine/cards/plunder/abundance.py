"""Abundance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import stop_waiting, wait_in_play

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Abundance(CardRules):
    """The next time you gain an Action card: +1 Buy and +3 coins (it stays in play until
    then)."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Abundance")
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if gained.is_a("Action"):
            for _ in range(stop_waiting(player, card, "Abundance")):
                with game.apart_from_plays():  # a triggered ability, not the play's own
                    game.plus(player, buys=1, coins=3)
