"""Band of Nomads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors
from engine.decisions import ChooseMode
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_THREE = up_to(3)


class BandOfNomads(Ally):
    """An Ally: when you gain a card costing 3 coins or more, you may spend a Favor for
    +1 Card, +1 Action or +1 Buy."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not game.cost(gained).at_least(_THREE):
            return
        if not spend_favors(game, player, 1, "get +1 Card, +1 Action or +1 Buy"):
            return
        mode = game.decide(ChooseMode(player, "+1 Card, Action or Buy", ["card", "action", "buy"]))
        if mode == "card":
            game.plus(player, cards=1)
        elif mode == "action":
            game.plus(player, actions=1)
        else:
            game.plus(player, buys=1)
