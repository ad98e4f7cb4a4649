"""Rising Sun's cards whose whole text is +Cards, +Actions, +Buys and +Debt."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class VanillaWithDebt(CardRules):
    """+Cards, +Actions, +Buys, then +Debt: the Debt comes whatever Debt the player
    already has."""

    cards: ClassVar[int] = 0
    actions: ClassVar[int] = 0
    buys: ClassVar[int] = 0
    debt: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=self.cards, actions=self.actions, buys=self.buys, debt=self.debt)
