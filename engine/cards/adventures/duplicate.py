"""Duplicate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Duplicate(CardRules):
    """Put this on your Tavern mat. When you gain a card costing up to 6 coins, you may
    call it, to gain a copy of that card: from the Supply only, so calling it for a card
    with no copy there (a Horse) gains nothing."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        to_tavern(game, player, card)

    def on_mat_when_gaining(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if not game.cost(gained).at_most(up_to(6)):
            return
        if card.zone is not player.tavern:
            return  # already called for this gain
        if game.may(player, f"call Duplicate to gain another {gained.name}") and call(
            game, player, card
        ):
            game.gain_copy(player, gained.name)
