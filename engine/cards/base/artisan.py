"""Artisan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Artisan(CardRules):
    """Gain a card costing up to 5 coins to your hand; then put a card from your hand
    onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(
            player,
            "gain a card costing up to 5 coins to your hand",
            costs_up_to(game, up_to(5)),
            to=ZoneKind.HAND,
        )
        back = game.choose_card(
            player, "put a card from your hand onto your deck", player.hand.cards
        )
        if back is not None:
            game.topdeck(player, back, player.hand)
