"""Way of the Seal."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheSeal(CardRules):
    """A Way: +1 coin; this turn, when you gain a card, you may put it onto your deck
    (if it is still where it was gained to)."""

    moves_gained_card: ClassVar[bool] = True

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        if "Way of the Seal" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Way of the Seal")

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        where = game.gained_where(gained)
        if where is None or where.owner is not player or where.kind is ZoneKind.DECK:
            return
        if game.may(player, f"put the {gained.name} you gained onto your deck"):
            game.topdeck(player, gained, where)
