"""The record types of the knowledge base.

Every record is a frozen pydantic model that refuses unknown keys. The YAML files in
``data/`` are validated against these models, and ``dkb schema`` writes their JSON
Schemas. Cross-references (card names, ruling ids, rule clauses) are checked by the
loader, which knows the whole data set; a model only checks its own shape.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from kb.scenario import Scenario

__all__ = [
    "AccessibilityNote",
    "Card",
    "CardType",
    "Clause",
    "Cost",
    "Document",
    "GainSource",
    "Rule",
    "Ruling",
    "SetupNeed",
    "Source",
    "TimingNote",
    "VersionNote",
]

Slug = Annotated[
    str,
    Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", description="A kebab-case identifier."),
]


class Record(BaseModel):
    """Base of every record: frozen, and unknown keys are an error."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Cost(Record):
    """What a card costs: coins, Potions and Debt, each compared on its own.

    The rules never turn a Potion or Debt into coins. One cost is "up to" another
    when no component is larger; it is "more" when no component is smaller and
    one is larger; costs that are neither are incomparable (``$3 + Potion`` is
    neither more nor less than ``$4``).

    >>> Cost(coins=3, potion=1).at_most(Cost(coins=4))
    False
    >>> Cost(coins=2).less_than(Cost(coins=4))
    True
    """

    coins: int = Field(0, ge=0, description="The coin component ($).")
    potion: int = Field(0, ge=0, le=1, description="1 when the cost includes a Potion.")
    debt: int = Field(0, ge=0, description="The Debt component, in Debt tokens.")

    @model_validator(mode="before")
    @classmethod
    def _from_number(cls, value: Any) -> Any:
        """Accept a bare number as a coins-only cost (``cost: 4``)."""
        if isinstance(value, int) and not isinstance(value, bool):
            return {"coins": value}
        return value

    def _parts(self) -> tuple[int, int, int]:
        return (self.coins, self.potion, self.debt)

    def at_most(self, other: Cost) -> bool:
        """True when this costs "up to" ``other``: no component is larger."""
        return all(a <= b for a, b in zip(self._parts(), other._parts(), strict=True))

    def at_least(self, other: Cost) -> bool:
        """True when no component of this cost is smaller than ``other``'s."""
        return other.at_most(self)

    def less_than(self, other: Cost) -> bool:
        """True when this is "cheaper": up to ``other`` and not the same cost."""
        return self.at_most(other) and self != other

    def more_than(self, other: Cost) -> bool:
        """True when this "costs more": at least ``other`` and not the same cost."""
        return other.less_than(self)

    def exactly_more(self, other: Cost, coins: int) -> bool:
        """True when this costs exactly ``coins`` more than ``other``.

        The coin components differ by exactly ``coins``; Potion and Debt must match.
        """
        return (
            self.coins == other.coins + coins
            and self.potion == other.potion
            and self.debt == other.debt
        )

    def has_coins(self, minimum: int = 1) -> bool:
        """True when the coin component is at least ``minimum`` ("costs $1 or more")."""
        return self.coins >= minimum

    def plus_coins(self, coins: int) -> Cost:
        """This cost with ``coins`` more coins ("up to $2 more than it")."""
        return Cost.model_construct(coins=self.coins + coins, potion=self.potion, debt=self.debt)

    def reduced(self, coins: int) -> Cost:
        """This cost with the coin component lowered by ``coins``, never below $0."""
        if coins <= 0:
            return self
        return Cost.model_construct(
            coins=max(0, self.coins - coins), potion=self.potion, debt=self.debt
        )

    def text(self) -> str:
        """The cost written out in words, for screen readers: ``3 coins and a Potion``."""
        parts = []
        if self.coins or not (self.potion or self.debt):
            parts.append(f"{self.coins} coin" + ("" if self.coins == 1 else "s"))
        if self.potion:
            parts.append("a Potion")
        if self.debt:
            parts.append(f"{self.debt} Debt")
        return " and ".join(parts)

    def symbols(self) -> str:
        """The cost in the usual short form: ``$3P``, ``$0``, ``8D``."""
        out = ""
        if self.coins or not (self.potion or self.debt):
            out += f"${self.coins}"
        if self.potion:
            out += "P"
        if self.debt:
            out += f"{self.debt}D"
        return out


CardType = Literal[
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
]
"""Every card type, and the kinds of landscape card (Event, Project, Way, ...)."""

LANDSCAPE_TYPES = frozenset(
    {"Event", "Project", "Way", "Landmark", "Boon", "Hex", "State", "Artifact", "Ally"}
    | {"Trait", "Prophecy"}
)

Expansion = Literal[
    "Base",
    "Intrigue",
    "Seaside",
    "Alchemy",
    "Prosperity",
    "Cornucopia",
    "Hinterlands",
    "Dark Ages",
    "Guilds",
    "Adventures",
    "Empires",
    "Nocturne",
    "Renaissance",
    "Menagerie",
    "Allies",
    "Plunder",
    "Rising Sun",
    "Promo",
]

PileSizeRule = Literal["kingdom", "victory", "province", "curse", "copper", "none"]
"""Named pile-size rules: ``kingdom`` 10; ``victory`` 8 with two players, else 12;
``province`` 8/12/15/18 for 2/3-4/5/6 players; ``curse`` 10 per player after the
first; ``copper`` 60 less 7 per player; ``none`` for cards with no pile of their own
(landscape cards)."""


class Document(Record):
    """A document that records cite, listed once in ``data/sources.yaml``."""

    id: Slug = Field(description="The id that sources cite.")
    title: str = Field(description="The document's title.")
    publisher: str = Field(description="Who published it.")
    url: str | None = Field(None, description="Where it can be read, if public.")
    seed: str | None = Field(
        None, description="The seed file in ``shared/seeds`` it was given as, if any."
    )
    sections: list[str] = Field(
        default_factory=list,
        description="The document's sections, in order; citations name one of these.",
    )


class Source(Record):
    """Where a statement comes from: a document and a section of it."""

    document: Slug = Field(description="The id of a document in ``data/sources.yaml``.")
    section: str | None = Field(None, description="The section of the document.")
    note: str | None = Field(None, description="How the record relates to the source.")


class SetupNeed(Record):
    """Something a card needs before the game starts."""

    kind: Literal["black-market-deck", "bane-pile", "non-supply-pile", "mat", "other"] = Field(
        description="What sort of set-up it is."
    )
    text: str = Field(description="What to do, in our own words.")
    piles: list[str] = Field(
        default_factory=list,
        description="For a non-supply-pile need: the cards whose piles the game needs "
        "(``[Horse]``; Tournament's five Prizes); the engine creates those piles.",
    )


class VersionNote(Record):
    """A change between printings: errata, a second edition, a rules update."""

    version: str = Field(description="The printing or update, e.g. ``2nd edition``.")
    text: str = Field(description="What changed, in our own words.")


class Ruling(Record):
    """A statement about how one or more cards or rules work, with its examples."""

    id: Slug = Field(description="Stable id; also the page anchor.")
    title: str = Field(description="The ruling in one line.")
    text: str = Field(description="The ruling in full, in our own words.")
    cards: list[str] = Field(
        default_factory=list,
        description="Other cards the ruling concerns, besides the card it is filed under.",
    )
    rules: list[str] = Field(
        default_factory=list, description="Ids of rules or rule clauses it applies."
    )
    source: Source = Field(description="Where the ruling comes from.")
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the ruling."
    )


class Clause(Record):
    """One numbered statement of a rule."""

    id: Slug = Field(description="Stable id, unique over all rules; the page anchor.")
    text: str = Field(description="The clause in our own words.")
    source: Source = Field(description="Where the clause comes from.")
    cards: list[str] = Field(default_factory=list, description="Cards the clause names.")
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the clause."
    )


class Rule(Record):
    """A game concept (Gain, Trash, Clean-up, ...) as numbered clauses."""

    id: Slug = Field(description="Stable id; the page's name.")
    name: str = Field(description="The concept's name, e.g. ``Gain``.")
    aliases: list[str] = Field(default_factory=list, description="Other names players use.")
    summary: str = Field(description="What the concept is, in a few sentences.")
    clauses: list[Clause] = Field(min_length=1, description="The numbered clauses.")
    related: list[str] = Field(default_factory=list, description="Ids of related rules.")


GainLocation = Literal[
    "supply",
    "trash",
    "non-supply",
    "black-market",
    "another-player",
    "discard",
    "hand",
    "deck",
    "set-aside",
    "exile",
    "in-play",
    "mat",
]
"""Where a gained card comes from or goes to."""

GainCategory = Literal[
    "gains-from-supply",
    "gains-to-hand",
    "gains-itself-to-hand",
    "gains-to-deck",
    "gains-from-trash",
    "gains-from-non-supply",
    "makes-others-gain",
    "trashes-with-replacement",
    "ownership-without-gaining",
    "when-gain-ability",
]
"""The lists that the Gain rules keep, plus ``gains-from-supply`` for an ordinary
gain from the Supply to the discard pile (Workshop, Remodel)."""


class GainSource(Record):
    """A card or effect that gains cards (or takes ownership without gaining)."""

    id: Slug = Field(description="Stable id.")
    card: str | None = Field(
        None, description="The card that does the gaining; the host card when omitted."
    )
    gains: str = Field(description="What is gained, in a few words, e.g. ``a Silver``.")
    gains_cards: list[str] = Field(
        default_factory=list, description="Named cards it gains, if it names any."
    )
    from_: GainLocation = Field("supply", alias="from", description="Where the card comes from.")
    from_pile: str | None = Field(
        None, description="The non-Supply pile it comes from, when ``from`` is non-supply."
    )
    to: GainLocation = Field("discard", description="Where the card goes.")
    who: Literal["you", "each-other-player", "another-player", "each-player"] = Field(
        "you", description="Who gains."
    )
    when: Literal[
        "on-play",
        "on-buy",
        "on-gain",
        "on-trash",
        "on-reveal",
        "start-of-turn",
        "night",
        "on-receive",
        "on-exchange",
        "on-pass",
        "on-exile",
        "on-set-aside",
        "other",
    ] = Field(description="When it gains.")
    categories: list[GainCategory] = Field(
        min_length=1, description="The Gain rules' lists it belongs to."
    )
    note: str | None = Field(None, description="A remark in our own words.")
    source: Source = Field(description="Where the record comes from.")
    examples: list[Scenario] = Field(
        default_factory=list,
        description="Scenarios; a gain source without one is shown as unverified.",
    )

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class AccessibilityNote(Record):
    """How to play a card so that no one depends on sight or memory alone."""

    id: Slug = Field(description="Stable id.")
    text: str = Field(description="The advice, in our own words.")
    cards: list[str] = Field(
        default_factory=list,
        description="Other cards the note concerns, besides the card it is filed under.",
    )
    source: Source = Field(description="Where the advice comes from.")


class TimingNote(Record):
    """How the timings of several cards interact."""

    id: Slug = Field(description="Stable id.")
    title: str = Field(description="The note in one line.")
    text: str = Field(description="The note in full, in our own words.")
    cards: list[str] = Field(min_length=1, description="The cards it concerns.")
    rules: list[str] = Field(default_factory=list, description="Rules or clauses it applies.")
    source: Source = Field(description="Where the note comes from.")
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the note."
    )


class Card(Record):
    """A card (or landscape card such as an Event) and everything filed under it."""

    id: Slug = Field(description="Stable id, from the name: ``walled-village``.")
    name: str = Field(description="The card's name as printed.")
    aliases: list[str] = Field(
        default_factory=list, description="Other names players use for the card."
    )
    expansion: Expansion = Field(description="The set the card comes from.")
    edition: str | None = Field(
        None, description="The edition or printing described, e.g. ``2nd edition``."
    )
    cost: Cost = Field(description="The printed cost.")
    types: list[CardType] = Field(min_length=1, description="The card's types, in order.")
    pile: str | None = Field(
        None,
        description="The pile the card is in, when not a pile of its own: "
        "a split pile such as ``Sauna/Avanto``.",
    )
    pile_position: int = Field(
        0, ge=0, description="In a split pile, the card's place from the top (0 is top)."
    )
    pile_size: PileSizeRule | int = Field(
        "kingdom",
        description="How many copies of this card its pile holds: a number or a named rule.",
    )
    supply: bool = Field(True, description="False for non-Supply cards (Horse, Prizes, ...).")
    kingdom: bool = Field(
        True, description="True for Kingdom cards; False for base cards and non-Supply cards."
    )
    summary: str = Field(description="What the card does, in our own words (never its text).")
    setup: list[SetupNeed] = Field(default_factory=list, description="Set-up the card needs.")
    related: list[str] = Field(default_factory=list, description="Names of related cards.")
    sources: list[Source] = Field(min_length=1, description="Where the card's facts come from.")
    versions: list[VersionNote] = Field(
        default_factory=list, description="Errata and edition notes."
    )
    rulings: list[Ruling] = Field(default_factory=list, description="Rulings about the card.")
    gain_sources: list[GainSource] = Field(
        default_factory=list, description="The ways the card gains cards."
    )
    accessibility: AccessibilityNote | None = Field(
        None, description="How to play the card accessibly."
    )

    @field_validator("types")
    @classmethod
    def _no_repeated_type(cls, types: list[str]) -> list[str]:
        if len(set(types)) != len(types):
            raise ValueError("a type is listed twice")
        return types

    @property
    def is_landscape(self) -> bool:
        """True for Events, Projects and other cards that are not part of a deck."""
        return any(t in LANDSCAPE_TYPES for t in self.types)

    @property
    def pile_name(self) -> str:
        """The name of the pile the card is in (its own name unless a split pile)."""
        return self.pile or self.name


def slug(name: str) -> str:
    """The kebab-case id for a name: ``Sauna/Avanto`` gives ``sauna-avanto``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
