"""The base cards: Treasures, Victory cards and Curses."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.cards.base import Behaviour, card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Treasure(Behaviour):
    """A Treasure that gives coins (and perhaps a Potion) when played."""

    coins: ClassVar[int] = 0
    potions: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        player.coins += self.coins
        player.potions += self.potions


@card
class Copper(Treasure):
    """Worth one coin."""

    name = "Copper"
    coins = 1


@card
class Silver(Treasure):
    """Worth two coins."""

    name = "Silver"
    coins = 2


@card
class Gold(Treasure):
    """Worth three coins."""

    name = "Gold"
    coins = 3


@card
class Platinum(Treasure):
    """Worth five coins."""

    name = "Platinum"
    coins = 5


@card
class Potion(Treasure):
    """Gives a Potion, to pay for cards whose cost has one."""

    name = "Potion"
    potions = 1


@card
class Estate(Behaviour):
    """Worth one victory point."""

    name = "Estate"
    victory = 1


@card
class Duchy(Behaviour):
    """Worth three victory points."""

    name = "Duchy"
    victory = 3


@card
class Province(Behaviour):
    """Worth six victory points."""

    name = "Province"
    victory = 6


@card
class Colony(Behaviour):
    """Worth ten victory points."""

    name = "Colony"
    victory = 10


@card
class Curse(Behaviour):
    """Worth minus one victory point."""

    name = "Curse"
    victory = -1
