"""The game's value types: costs, phases, zones, counters, card types and event types.

This is the bottom layer: it imports nothing of the project. Costs follow the rules'
comparisons (coins, Potion and Debt compared separately); the enumerations are
:class:`~enum.StrEnum`, so each member is also the word the scenario format uses.

>>> Cost(coins=3, potion=1).at_most(Cost(coins=4))
False
>>> Phase.BUY.next()
<Phase.NIGHT: 'night'>
>>> ZoneKind.IN_PLAY == "in_play"
True
"""

from __future__ import annotations

import functools
from enum import StrEnum

__all__ = [
    "BONUS_TOKENS",
    "CARD_TYPES",
    "LANDSCAPE_TYPES",
    "NEXT_PHASE",
    "PHASE_ORDER",
    "PLAYER_ZONES",
    "Cost",
    "Counter",
    "EventType",
    "Phase",
    "PileSize",
    "PileToken",
    "ZoneKind",
    "card_id",
    "pile_count",
    "up_to",
]


class Cost:
    """What a card costs: coins, Potions and Debt, each compared on its own.

    The rules never turn a Potion or Debt into coins. One cost is "up to" another
    when no component is larger; it is "more" when no component is smaller and one is
    larger; costs that are neither are incomparable (3 coins and a Potion is neither
    more nor less than 4 coins). ``star`` and ``plus`` are the printed marks: ``*``
    (the cost has a special rule, such as Peddler's) and ``+`` (you may overpay);
    they do not change comparisons.

    >>> Cost(coins=2).less_than(Cost(coins=4))
    True
    >>> Cost(coins=4).exactly_more(Cost(coins=2), 2)
    True
    >>> Cost(coins=3, potion=1).text(), Cost(debt=8).symbols()
    ('3 coins and a Potion', '8D')
    """

    __slots__ = ("coins", "debt", "plus", "potion", "star")
    __match_args__ = ("coins", "potion", "debt", "star", "plus")
    """The parts, in the order the constructor takes them."""

    coins: int
    potion: int
    debt: int
    star: bool
    plus: bool

    def __init__(
        self, coins: int = 0, potion: int = 0, debt: int = 0, star: bool = False, plus: bool = False
    ) -> None:
        # the usual case at once (a bool is an int, but its type is not int)
        if not (
            type(coins) is type(potion) is type(debt) is int
            and coins >= 0 <= debt
            and 0 <= potion <= 1
        ):
            for part, value in (("coins", coins), ("potion", potion), ("debt", debt)):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"{part} must be a whole number")
                if value < 0:
                    raise ValueError(f"{part} must not be negative")
            if potion > 1:
                raise ValueError("a cost has at most one Potion")
        _set = object.__setattr__  # (a cost never changes once made)
        _set(self, "coins", coins)
        _set(self, "potion", potion)
        _set(self, "debt", debt)
        _set(self, "star", star)
        _set(self, "plus", plus)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Cost cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Cost cannot be changed (tried to delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Cost):
            return NotImplemented
        return (self.coins, self.potion, self.debt, self.star, self.plus) == (
            other.coins,
            other.potion,
            other.debt,
            other.star,
            other.plus,
        )

    def __hash__(self) -> int:
        return hash((self.coins, self.potion, self.debt, self.star, self.plus))

    def __repr__(self) -> str:
        return (
            f"Cost(coins={self.coins!r}, potion={self.potion!r}, debt={self.debt!r}, "
            f"star={self.star!r}, plus={self.plus!r})"
        )

    def __reduce__(self) -> tuple[type[Cost], tuple[int, int, int, bool, bool]]:
        return Cost, (self.coins, self.potion, self.debt, self.star, self.plus)

    def at_most(self, other: Cost) -> bool:
        """True when this costs "up to" ``other``: no component is larger."""
        return self.coins <= other.coins and self.potion <= other.potion and self.debt <= other.debt

    def at_least(self, other: Cost) -> bool:
        """True when no component of this cost is smaller than ``other``'s."""
        return self.coins >= other.coins and self.potion >= other.potion and self.debt >= other.debt

    def same(self, other: Cost) -> bool:
        """True when the two costs are equal in every component (marks aside)."""
        return self.coins == other.coins and self.potion == other.potion and self.debt == other.debt

    def less_than(self, other: Cost) -> bool:
        """True when this is "cheaper": up to ``other`` and not the same cost."""
        return self.at_most(other) and not self.same(other)

    def more_than(self, other: Cost) -> bool:
        """True when this "costs more": at least ``other`` and not the same cost."""
        return other.less_than(self)

    def exactly_more(self, other: Cost, coins: int) -> bool:
        """True when this costs exactly ``coins`` more than ``other``: the coin
        components differ by exactly ``coins``, and Potion and Debt match."""
        return (
            self.coins == other.coins + coins
            and self.potion == other.potion
            and self.debt == other.debt
        )

    def has_coins(self, minimum: int = 1) -> bool:
        """True when the coin component is at least ``minimum`` ("costs 1 coin or more")."""
        return self.coins >= minimum

    def plus_coins(self, coins: int) -> Cost:
        """This cost with ``coins`` more coins ("up to 2 coins more than it")."""
        return Cost(self.coins + coins, self.potion, self.debt)

    def reduced(self, coins: int) -> Cost:
        """This cost with the coin component lowered by ``coins``, never below 0."""
        if coins <= 0:
            return self
        return _reduced(self, coins)

    def text(self) -> str:
        """The cost written out in words, for screen readers: ``3 coins and a Potion``."""
        parts = []
        if self.coins or not (self.potion or self.debt):
            parts.append(f"{self.coins} coin" + ("" if self.coins == 1 else "s"))
        if self.potion:
            parts.append("a Potion")
        if self.debt:
            parts.append(f"{self.debt} Debt")
        words = " and ".join(parts)
        if self.star:
            words += " (with a special cost rule)"
        if self.plus:
            words += " (you may overpay)"
        return words

    def symbols(self) -> str:
        """The cost in the usual short form: ``$3P``, ``$0``, ``8D``, ``$8*``, ``$3+``."""
        out = ""
        if self.coins or not (self.potion or self.debt):
            out += f"${self.coins}"
        if self.star:
            out += "*"
        if self.plus:
            out += "+"
        if self.potion:
            out += "P"
        if self.debt:
            out += f"{self.debt}D"
        return out


@functools.cache
def _reduced(cost: Cost, coins: int) -> Cost:
    """``cost`` lowered by ``coins`` (see :meth:`Cost.reduced`; costs are immutable, so each
    reduced cost is made once)."""
    return Cost(max(0, cost.coins - coins), cost.potion, cost.debt, cost.star, cost.plus)


@functools.cache
def up_to(coins: int) -> Cost:
    """The limit "costing up to N coins": N coins, no Potion, no Debt."""
    return Cost(coins)


class Phase(StrEnum):
    """The phases of a turn, in order."""

    ACTION = "action"
    BUY = "buy"
    NIGHT = "night"
    CLEANUP = "cleanup"

    def next(self) -> Phase:
        """The phase after this one (Clean-up is last)."""
        return NEXT_PHASE[self]

    def comes_before(self, other: Phase) -> bool:
        """True when this phase comes earlier in the turn than ``other``."""
        return PHASE_ORDER[self] < PHASE_ORDER[other]


PHASE_ORDER = {phase: i for i, phase in enumerate(Phase)}
"""Each phase's place in the turn, from 0."""
NEXT_PHASE = dict(zip(Phase, [*list(Phase)[1:], Phase.CLEANUP], strict=True))
"""The phase after each (Clean-up is last)."""


class PileToken(StrEnum):
    """A player's own token that sits on a Supply pile (Adventures: Teacher, Lost Arts,
    Ferry, Plan). The value is the word a scenario answers with. The four bonus tokens
    give their owner, when they play a card from that pile, first +1 of the counter
    their value names; the -2 Cost token makes cards from that pile cost 2 coins less
    on its owner's turns; the Trashing token lets its owner trash a card from hand when
    buying a card from that pile."""

    CARD = "card"
    ACTION = "action"
    BUY = "buy"
    COIN = "coin"
    COST = "cost"
    TRASHING = "trashing"

    @property
    def label(self) -> str:
        """The token's printed name (``+1 Action``, ``-2 Cost``)."""
        if self is PileToken.COST:
            return "-2 Cost"
        if self is PileToken.TRASHING:
            return "Trashing"
        return f"+1 {self.value.capitalize()}"


BONUS_TOKENS = (PileToken.CARD, PileToken.ACTION, PileToken.BUY, PileToken.COIN)
"""The pile tokens that give +1 of a counter when their owner plays a card from the pile."""


class ZoneKind(StrEnum):
    """The kinds of place a card can be, as the scenario format names them."""

    HAND = "hand"
    DECK = "deck"
    DISCARD = "discard"
    IN_PLAY = "in_play"
    SET_ASIDE = "set_aside"
    EXILE = "exile"
    REVEALED = "revealed"
    TAVERN = "tavern"
    SUPPLY = "supply"
    NON_SUPPLY = "non_supply"
    TRASH = "trash"
    BLACK_MARKET = "black_market"


PLAYER_ZONES = (
    ZoneKind.HAND,
    ZoneKind.DECK,
    ZoneKind.DISCARD,
    ZoneKind.IN_PLAY,
    ZoneKind.SET_ASIDE,
    ZoneKind.EXILE,
    ZoneKind.REVEALED,
    ZoneKind.TAVERN,
)
"""The kinds of place that hold one player's cards."""


class Counter(StrEnum):
    """A player's counters, as the scenario format names them."""

    ACTIONS = "actions"
    BUYS = "buys"
    COINS = "coins"
    POTIONS = "potions"
    DEBT = "debt"
    VP_TOKENS = "vp_tokens"
    VILLAGERS = "villagers"
    FAVORS = "favors"
    COFFERS = "coffers"


class EventType(StrEnum):
    """What an event records. The format's ten, and the project's additions:
    ``choose`` (a decision answered), ``lose_track`` (a move that failed because the
    card was not where expected), ``turn``, ``phase``, ``score`` and ``note``."""

    PLAY = "play"
    BUY = "buy"
    GAIN = "gain"
    TRASH = "trash"
    DISCARD = "discard"
    DRAW = "draw"
    REVEAL = "reveal"
    SHUFFLE = "shuffle"
    SET_ASIDE = "set_aside"
    MOVE = "move"
    CHOOSE = "choose"
    LOSE_TRACK = "lose_track"
    TURN = "turn"
    PHASE = "phase"
    SCORE = "score"
    NOTE = "note"


class PileSize(StrEnum):
    """Named rules for how many copies of a card its pile holds."""

    KINGDOM = "kingdom"
    """10 copies."""
    VICTORY = "victory"
    """8 with two players, else 12."""
    PROVINCE = "province"
    """8, 12, 12, 15 and 18 for two to six players."""
    CURSE = "curse"
    """10 for each player after the first."""
    RUINS = "ruins"
    """10 for each player after the first, dealt from the shuffled Ruins (the box holds
    10 of each kind): the count is the whole pile's, not each kind's."""
    COPPER = "copper"
    """60, less 7 for each player's starting Coppers."""
    CASTLE_PAIR = "castle-pair"
    """1 with two players, else 2 (Humble, Small, Opulent and King's Castle)."""
    NONE = "none"
    """No pile of its own (landscapes, Heirlooms, Shelters)."""

    def copies(self, players: int) -> int:
        """How many copies the pile holds for ``players`` players.

        >>> PileSize.VICTORY.copies(2), PileSize.PROVINCE.copies(5), PileSize.CURSE.copies(3)
        (8, 15, 20)
        >>> PileSize.COPPER.copies(2), PileSize.CASTLE_PAIR.copies(3)
        (46, 2)
        """
        if self is PileSize.KINGDOM:
            return 10
        if self is PileSize.VICTORY:
            return 8 if players == 2 else 12
        if self is PileSize.PROVINCE:
            return {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}[players]
        if self in (PileSize.CURSE, PileSize.RUINS):
            return 10 * (players - 1)
        if self is PileSize.COPPER:
            return 60 - 7 * players
        if self is PileSize.CASTLE_PAIR:
            return 1 if players == 2 else 2
        return 0

    def in_box(self, players: int) -> int:
        """How many copies of one card there are to shuffle into a shuffled pile: the
        pile's count, except for Ruins, dealt from 10 of each kind.

        >>> PileSize.RUINS.in_box(4), PileSize.KINGDOM.in_box(4)
        (10, 10)
        """
        return 10 if self is PileSize.RUINS else self.copies(players)

    @property
    def whole_pile(self) -> bool:
        """True when the count is the whole shared pile's rather than each card's."""
        return self is PileSize.RUINS


def pile_count(size: PileSize | str | int, players: int) -> int:
    """How many copies a pile holds for ``players`` players: a number, or a named rule.

    >>> pile_count("victory", 2), pile_count(40, 4)
    (8, 40)
    """
    if isinstance(size, int):
        return size
    return PileSize(size).copies(players)


CARD_TYPES = (
    "Action",
    "Treasure",
    "Victory",
    "Curse",
    "Attack",
    "Reaction",
    "Duration",
    "Command",
    "Night",
    "Reserve",
    "Traveller",
    "Looter",
    "Ruins",
    "Shelter",
    "Knight",
    "Castle",
    "Gathering",
    "Prize",
    "Reward",
    "Fate",
    "Doom",
    "Heirloom",
    "Spirit",
    "Zombie",
    "Liaison",
    "Augur",
    "Clash",
    "Fort",
    "Odyssey",
    "Townsfolk",
    "Wizard",
    "Loot",
    "Omen",
    "Shadow",
    "Event",
    "Project",
    "Way",
    "Landmark",
    "Boon",
    "Hex",
    "State",
    "Artifact",
    "Ally",
    "Trait",
    "Prophecy",
)
"""Every card type, and the kinds of landscape card (Event, Project, Way, ...)."""

LANDSCAPE_TYPES = frozenset(
    {"Event", "Project", "Way", "Landmark", "Boon", "Hex", "State", "Artifact", "Ally"}
    | {"Trait", "Prophecy"}
)
"""The kinds of card that are not part of any deck."""


@functools.cache
def card_id(name: str) -> str:
    """A card's id: its name in kebab-case (``Sauna/Avanto`` gives ``sauna-avanto``).

    >>> card_id("Will-o'-Wisp"), card_id("King's Court")
    ('will-o-wisp', 'king-s-court')
    """
    out: list[str] = []
    apart = False  # a run of other characters since the last letter or digit
    for ch in name.lower():
        if ch in _ID_CHARACTERS:
            if apart and out:
                out.append("-")
            apart = False
            out.append(ch)
        else:
            apart = True
    return "".join(out)


_ID_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
"""What a card id keeps of a name; every run of anything else is one hyphen."""
