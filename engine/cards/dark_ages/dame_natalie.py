"""Dame Natalie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.dark_ages._knights import Knight
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DameNatalie(Knight):
    """A Knight: you may gain a card costing up to 3 coins; then the Knights' attack."""

    def own_ability(self, game: Game, player: Player, card: CardInstance) -> None:
        test = costs_up_to(game, up_to(3))
        choice = game.choose_from_supply(
            player, "gain a card costing up to 3 coins", test, optional=True
        )
        if choice is not None and choice.zone is not None:
            game.gain(player, choice, choice.zone)
