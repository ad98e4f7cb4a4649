"""Tireless."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Tireless"


class Tireless(Trait):
    """A Trait: when you discard a card from its pile from play, set it aside, and put it
    onto your deck at the end of the turn (after drawing the next hand)."""

    def landscape_when_discarded_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> Callable[[], None] | None:
        if not self.marks(game, card):
            return None

        def set_aside() -> None:
            game.set_aside(player, card, player.discard, LABEL)

        return set_aside

    def after_each_turn(self, game: Game, player: Player) -> None:
        for owner in game.players:
            zone = owner.set_aside.get(LABEL)
            if zone is not None:
                for card in list(zone.cards):
                    game.topdeck(owner, card, zone)
