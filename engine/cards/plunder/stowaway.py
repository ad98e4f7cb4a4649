"""Stowaway."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlayedWhenAnyoneGains

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stowaway(PlayedWhenAnyoneGains):
    """A Duration: at the start of your next turn, +2 Cards. When anyone (you too) gains
    a Duration card, you may play this from your hand."""

    gained_type = "Duration"

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
