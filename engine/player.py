"""A player: zones, counters, and what has happened this turn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import StartOfTurnEffect

__all__ = ["Player"]

OWN_ZONES = ("hand", "deck", "discard", "in_play", "exile", "revealed", "tavern")


@dataclass(eq=False)
class Player:
    """One seat at the table. Seat order is turn order."""

    name: str
    seat: int
    actions: int = 1
    buys: int = 1
    coins: int = 0
    potions: int = 0
    debt: int = 0
    vp_tokens: int = 0
    zones: dict[str, Zone] = field(default_factory=dict)
    set_aside: dict[str, Zone] = field(default_factory=dict)
    start_of_turn: list[StartOfTurnEffect] = field(default_factory=list)
    kept_in_play: dict[int, int] = field(default_factory=dict)
    plays_this_turn: list[str] = field(default_factory=list)
    bought: list[str] = field(default_factory=list)
    """Names of the cards and Events bought this turn, in order."""
    bought_this_turn: bool = False
    """True once a card is bought in this Buy phase: no more Treasures may be played."""

    def __post_init__(self) -> None:
        for kind in OWN_ZONES:
            self.zones[kind] = Zone(kind, self)

    @property
    def hand(self) -> Zone:
        """The hand."""
        return self.zones["hand"]

    @property
    def deck(self) -> Zone:
        """The deck; index 0 is the top card."""
        return self.zones["deck"]

    @property
    def discard(self) -> Zone:
        """The discard pile."""
        return self.zones["discard"]

    @property
    def in_play(self) -> Zone:
        """The play area."""
        return self.zones["in_play"]

    @property
    def revealed(self) -> Zone:
        """Cards revealed from the deck and not yet put anywhere."""
        return self.zones["revealed"]

    @property
    def tavern(self) -> Zone:
        """The Tavern mat, where Reserve cards wait to be called."""
        return self.zones["tavern"]

    @property
    def exile(self) -> Zone:
        """The Exile mat."""
        return self.zones["exile"]

    def set_aside_zone(self, label: str) -> Zone:
        """The set-aside area with this label, created on first use."""
        zone = self.set_aside.get(label)
        if zone is None:
            zone = self.set_aside[label] = Zone("set_aside", self, label)
        return zone

    def all_zones(self) -> list[Zone]:
        """Every zone that holds this player's cards."""
        return [*self.zones.values(), *self.set_aside.values()]

    def owned(self) -> list[CardInstance]:
        """Every card the player has, wherever it is."""
        return [c for z in self.all_zones() for c in z.cards]

    def set_aside_names(self) -> list[str]:
        """Names of every set-aside card, whatever set it aside."""
        return [c.name for z in self.set_aside.values() for c in z.cards]
