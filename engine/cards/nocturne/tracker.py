"""Tracker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_boon
from engine.cards.helpers import still_where_gained
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tracker(CardRules):
    """+1 coin; receive a Boon. While this is in play, when you gain a card, you may put
    it onto your deck."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        receive_boon(game, player)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        where = still_where_gained(game, player, gained, (ZoneKind.DISCARD, ZoneKind.HAND))
        if where is not None and game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
