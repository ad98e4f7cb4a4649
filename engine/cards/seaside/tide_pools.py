"""Tide Pools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TidePools(CardRules):
    """+3 Cards, +1 Action; at the start of your next turn, discard 2 cards."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def discard_two(g: Game, p: Player) -> None:
            for c in g.choose_cards(p, "discard 2 cards", p.hand.cards, 2, 2):
                g.discard(p, c, p.hand)

        game.next_turn_effect(player, card, discard_two)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3, actions=1)

        self.wait_for_next_turn(game, player, card)
