"""A player: zones, counters, and what has happened this turn."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.values import PileToken, ZoneKind
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import StartOfTurnEffect

__all__ = ["Player"]


@dataclass(eq=False, slots=True)
class Player:
    """One seat at the table. Seat order is turn order.

    The counters (``actions``, ``buys``, ``coins``, ...) are changed only through
    :meth:`engine.game.Game.plus`; card code never sets them itself.
    """

    name: str
    seat: int
    actions: int = 1
    buys: int = 1
    coins: int = 0
    potions: int = 0
    debt: int = 0
    vp_tokens: int = 0
    villagers: int = 0
    """Villagers (Renaissance): each may be spent in the Action phase for +1 Action."""
    favors: int = 0
    coffers: int = 0
    """Favor tokens (Allies)."""
    shuffles: int = 0
    """How many times the player has shuffled a non-empty discard pile into their deck
    (Emissary asks whether its draws made one)."""
    set_aside: dict[str, Zone] = field(default_factory=dict)
    start_of_turn: list[StartOfTurnEffect] = field(default_factory=list)
    plays_this_turn: list[str] = field(default_factory=list)
    """Names of the cards played this turn, in order."""
    bought: list[str] = field(default_factory=list)
    """Names of the cards and Events bought this turn, in order."""
    gained_on_turn: list[str] = field(default_factory=list)
    """Names of the cards this player gained during their current or most recent turn."""
    trashed_on_turn: list[str] = field(default_factory=list)
    """Names of the cards this player trashed during their current or most recent turn
    (Goatherd counts its right-hand neighbour's)."""
    ignoring_actions: bool = False
    """True once the player is to ignore any further +Actions this turn (Snowy Village);
    it ends when their next turn starts."""
    pile_tokens: dict[PileToken, str] = field(default_factory=dict)
    """The Supply pile each of the player's +1 Card, +1 Action, +1 Buy, +1 Coin, -2 Cost
    and Trashing tokens is on (a token not on a pile is not here)."""
    estate_token_on: CardInstance | None = None
    """The set-aside card the player's Estate token is on (Inheritance), if any."""
    minus_coin_token: bool = False
    """True while the player has their -1 Coin token (Ball, Bridge Troll): the next coins
    they get are one fewer, and the token is returned."""
    turns_to_skip: int = 0
    """How many of their next turns the player will skip (Lich): when one would start,
    nothing happens and the next turn comes instead."""
    turns_taken: int = 0
    """The player's turns for the tiebreaker: normal turns taken, and normal turns
    skipped (Lich); extra turns (Outpost, Possession) do not count."""
    minus_card_token: bool = False
    """True while the player's -1 Card token is on their deck (Borrow): their next draw
    is one card fewer, and the token is returned."""
    journey_face_up: bool = True
    """Whether the player's Journey token is face up (it starts so; Giant turns it)."""
    bought_this_turn: bool = False
    projects: list[str] = field(default_factory=list)
    """The Projects this player has a cube on (Capitalism), in the order bought."""
    """True once a card is bought in this Buy phase: no more Treasures may be played."""
    states: list[str] = field(default_factory=list)
    """The States the player has (Deluded, Miserable), in the order taken."""
    lasting_this_turn: list[str] = field(default_factory=list)
    """Landscapes whose effect lasts the rest of this turn (a Boon kept until Clean-up,
    a returned Deluded): they get the once-played-this-turn hooks, like played cards."""
    hand: Zone = field(init=False)
    """The hand."""
    deck: Zone = field(init=False)
    """The deck; index 0 is the top card."""
    discard: Zone = field(init=False)
    """The discard pile."""
    in_play: Zone = field(init=False)
    """The play area."""
    exile: Zone = field(init=False)
    """The Exile mat."""
    revealed: Zone = field(init=False)
    """Cards revealed (or looked at) from the deck and not yet put anywhere."""
    tavern: Zone = field(init=False)
    """The Tavern mat, where Reserve cards wait to be called."""
    zones: dict[str, Zone] = field(init=False)
    """The player's own zones (not the set-aside areas) by kind."""

    def __post_init__(self) -> None:
        self.hand = Zone(ZoneKind.HAND, self)
        self.deck = Zone(ZoneKind.DECK, self)
        self.discard = Zone(ZoneKind.DISCARD, self)
        self.in_play = Zone(ZoneKind.IN_PLAY, self)
        self.exile = Zone(ZoneKind.EXILE, self)
        self.revealed = Zone(ZoneKind.REVEALED, self)
        self.tavern = Zone(ZoneKind.TAVERN, self)
        own = (self.hand, self.deck, self.discard, self.in_play, self.exile, self.revealed)
        self.zones = {z.kind: z for z in (*own, self.tavern)}

    def set_aside_zone(self, label: str) -> Zone:
        """The set-aside area with this label, created on first use."""
        zone = self.set_aside.get(label)
        if zone is None:
            zone = self.set_aside[label] = Zone(ZoneKind.SET_ASIDE, self, label)
        return zone

    def all_zones(self) -> list[Zone]:
        """Every zone that holds this player's cards."""
        return [*self.zones.values(), *self.set_aside.values()]

    def owned(self) -> list[CardInstance]:
        """Every card the player has, wherever it is."""
        return [c for z in self.all_zones() for c in z.cards]

    def this_turn_names(self) -> list[str]:
        """Each name, once, that gets the once-played-this-turn hooks: the cards played
        this turn, then the landscapes whose effect lasts this turn."""
        return list(dict.fromkeys([*self.plays_this_turn, *self.lasting_this_turn]))

    def played_any_of(self, names: AbstractSet[str]) -> bool:
        """True when any of ``names`` is among :meth:`this_turn_names` (asked on every
        play and gain, before that list is made)."""
        return not (
            names.isdisjoint(self.plays_this_turn) and names.isdisjoint(self.lasting_this_turn)
        )

    def set_aside_names(self) -> list[str]:
        """Names of every set-aside card, whatever set it aside."""
        return [c.name for z in self.set_aside.values() for c in z.cards]
