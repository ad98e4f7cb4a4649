"""Royal Seal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoyalSeal(Treasure):
    """2 coins. While this is in play, when you gain a card, you may put that card onto
    your deck."""

    moves_gained_card = True

    coins = 2

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        where = game.gained_where(gained)
        if where is None or where.owner is not player or where.kind == ZoneKind.DECK:
            return
        if game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
