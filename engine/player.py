"""A player: zones, counters, and what has happened this turn."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from engine.values import Cost, PileToken, ZoneKind
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import StartOfTurnEffect

__all__ = ["Player"]


class Player:
    """One seat at the table. Seat order is turn order.

    The counters (``actions``, ``buys``, ``coins``, ...) are changed only through
    :meth:`engine.game.Game.plus`; card code never sets them itself.
    """

    __slots__ = (
        "actions",
        "bought",
        "bought_this_turn",
        "buys",
        "coffers",
        "coins",
        "debt",
        "deck",
        "discard",
        "estate_token_on",
        "exile",
        "favors",
        "gained_costs_on_turn",
        "gained_on_turn",
        "hand",
        "ignoring_actions",
        "in_play",
        "journey_face_up",
        "lasting_this_turn",
        "minus_card_token",
        "minus_coin_token",
        "name",
        "pile_tokens",
        "plays_this_turn",
        "potions",
        "projects",
        "revealed",
        "seat",
        "set_aside",
        "shuffles",
        "start_of_turn",
        "states",
        "tavern",
        "trashed_on_turn",
        "turns_taken",
        "turns_to_skip",
        "villagers",
        "vp_tokens",
        "zones",
    )

    name: str
    seat: int
    actions: int
    buys: int
    coins: int
    potions: int
    debt: int
    vp_tokens: int
    villagers: int
    """Villagers (Renaissance): each may be spent in the Action phase for +1 Action."""
    favors: int
    """Favor tokens (Allies)."""
    coffers: int
    """Coffers (Guilds, Renaissance): each may be spent for +1 coin."""
    shuffles: int
    """How many times the player has shuffled a non-empty discard pile into their deck
    (Emissary asks whether its draws made one)."""
    set_aside: dict[str, Zone]
    start_of_turn: list[StartOfTurnEffect]
    plays_this_turn: list[str]
    """Names of the cards played this turn, in order."""
    bought: list[str]
    """Names of the cards and Events bought this turn, in order."""
    gained_on_turn: list[str]
    """Names of the cards this player gained during their current or most recent turn."""
    gained_costs_on_turn: list[Cost]
    """What those cards cost as they were gained, in the same order, kept only while a
    card in the game asks (``CardRules.remembers_gain_costs``)."""
    trashed_on_turn: list[str]
    """Names of the cards this player trashed during their current or most recent turn
    (Goatherd counts its right-hand neighbour's)."""
    ignoring_actions: bool
    """True once the player is to ignore any further +Actions this turn (Snowy Village);
    it ends when their next turn starts."""
    pile_tokens: dict[PileToken, str]
    """The Supply pile each of the player's +1 Card, +1 Action, +1 Buy, +1 Coin, -2 Cost
    and Trashing tokens is on (a token not on a pile is not here)."""
    estate_token_on: CardInstance | None
    """The set-aside card the player's Estate token is on (Inheritance), if any."""
    minus_coin_token: bool
    """True while the player has their -1 Coin token (Ball, Bridge Troll): the next coins
    they get are one fewer, and the token is returned."""
    turns_to_skip: int
    """How many of their next turns the player will skip (Lich): when one would start,
    nothing happens and the next turn comes instead."""
    turns_taken: int
    """The player's turns for the tiebreaker: normal turns taken, and normal turns
    skipped (Lich); extra turns (Outpost, Possession) do not count."""
    minus_card_token: bool
    """True while the player's -1 Card token is on their deck (Borrow): their next draw
    is one card fewer, and the token is returned."""
    journey_face_up: bool
    """Whether the player's Journey token is face up (it starts so; Giant turns it)."""
    bought_this_turn: bool
    """True once a card is bought in this Buy phase: no more Treasures may be played."""
    projects: list[str]
    """The Projects this player has a cube on (Capitalism), in the order bought."""
    states: list[str]
    """The States the player has (Deluded, Miserable), in the order taken."""
    lasting_this_turn: list[str]
    """Landscapes whose effect lasts the rest of this turn (a Boon kept until Clean-up,
    a returned Deluded): they get the once-played-this-turn hooks, like played cards."""
    hand: Zone
    """The hand."""
    deck: Zone
    """The deck; index 0 is the top card."""
    discard: Zone
    """The discard pile."""
    in_play: Zone
    """The play area."""
    exile: Zone
    """The Exile mat."""
    revealed: Zone
    """Cards revealed (or looked at) from the deck and not yet put anywhere."""
    tavern: Zone
    """The Tavern mat, where Reserve cards wait to be called."""
    zones: dict[str, Zone]
    """The player's own zones (not the set-aside areas) by kind."""

    def __init__(self, name: str, seat: int) -> None:
        self.name = name
        self.seat = seat
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.potions = 0
        self.debt = 0
        self.vp_tokens = 0
        self.villagers = 0
        self.favors = 0
        self.coffers = 0
        self.shuffles = 0
        self.set_aside = {}
        self.start_of_turn = []
        self.plays_this_turn = []
        self.bought = []
        self.gained_on_turn = []
        self.gained_costs_on_turn = []
        self.trashed_on_turn = []
        self.ignoring_actions = False
        self.pile_tokens = {}
        self.estate_token_on = None
        self.minus_coin_token = False
        self.turns_to_skip = 0
        self.turns_taken = 0
        self.minus_card_token = False
        self.journey_face_up = True
        self.bought_this_turn = False
        self.projects = []
        self.states = []
        self.lasting_this_turn = []
        self.hand = Zone(ZoneKind.HAND, self)
        self.deck = Zone(ZoneKind.DECK, self)
        self.discard = Zone(ZoneKind.DISCARD, self)
        self.in_play = Zone(ZoneKind.IN_PLAY, self)
        self.exile = Zone(ZoneKind.EXILE, self)
        self.revealed = Zone(ZoneKind.REVEALED, self)
        self.tavern = Zone(ZoneKind.TAVERN, self)
        own = (self.hand, self.deck, self.discard, self.in_play, self.exile, self.revealed)
        self.zones = {z.kind: z for z in (*own, self.tavern)}

    def __repr__(self) -> str:
        return f"Player(name={self.name!r}, seat={self.seat!r})"

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
