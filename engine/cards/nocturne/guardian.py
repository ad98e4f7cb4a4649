"""Guardian."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Guardian(CardRules):
    """Until your next turn, other players' Attacks do not affect you; at the start of
    your next turn, +1 coin. It is gained to your hand."""

    gained_to = ZoneKind.HAND
    protects_from_attacks = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
