"""Jewels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Jewels(CardRules):
    """A Loot: 3 coins, +1 Buy; at the start of your next turn, put this on the bottom
    of your deck."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def to_bottom(g: Game, p: Player) -> None:
            g.move(card, p.in_play, p.deck, player=p, bottom=True, verb="puts")

        game.next_turn_effect(player, card, to_bottom)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)

        self.wait_for_next_turn(game, player, card)
