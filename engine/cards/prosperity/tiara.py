"""Tiara."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tiara(CardRules):
    """+1 Buy. This turn, when you gain a card, you may put it onto your deck. You may
    play a Treasure from your hand twice."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        target = game.choose_card(player, "play a Treasure twice", treasures, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        game.play(player, target, from_hand=False, by=card)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = gained.zone
        if where is None or where.owner is not player or where.kind == ZoneKind.DECK:
            return
        if game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
