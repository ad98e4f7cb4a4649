"""Dungeon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _draw_then_discard(game: Game, player: Player) -> None:
    """+2 Cards, then discard 2 cards."""
    game.plus(player, cards=2)
    count = min(2, len(player.hand.cards))
    chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, count, count)
    game.discard_each(player, list(chosen), player.hand)


class Dungeon(CardRules):
    """A Duration: +1 Action; now and at the start of your next turn, +2 Cards and then
    discard 2 cards."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, _draw_then_discard)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        _draw_then_discard(game, player)
        self.wait_for_next_turn(game, player, card)
