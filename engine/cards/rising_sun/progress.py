"""Progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Progress(ProphecyRules):
    """A Prophecy; once active: a card a player gains goes onto their deck (if it is
    still where it was gained to)."""

    moves_gained_card = True

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = game.gained_where(gained)
        if where is not None and where.owner is player and where is not player.deck:
            game.note(player, lambda: f"Progress: {gained.name} goes onto {player.name}'s deck.")
            game.topdeck(player, gained, where)
