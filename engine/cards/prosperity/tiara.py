"""Tiara."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_times, still_where_gained
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tiara(CardRules):
    """+1 Buy. This turn, when you gain a card, you may put it onto your deck. You may
    play a Treasure from your hand twice."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        play_times(game, player, card, "Treasure", 2, "play a Treasure twice")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = still_where_gained(game, player, gained, (ZoneKind.DISCARD, ZoneKind.HAND))
        if where is None:
            return
        if game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
