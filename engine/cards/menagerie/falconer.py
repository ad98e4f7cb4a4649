"""Falconer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Falconer(CardRules):
    """Gain a card to your hand costing less than this. When any player gains a card with
    2 or more types, you may play this from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(
            player,
            "gain a card to your hand costing less than Falconer",
            lambda c: game.cost(c).less_than(limit),
            ZoneKind.HAND,
        )

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if len(gained.types) < 2:
            return
        if game.may_play_from_hand(holder, card) and game.may(
            holder, f"play Falconer from your hand ({gainer.name} gained {gained.name})"
        ):
            game.play(holder, card)
