"""The record types of the knowledge base.

Every record is a frozen pydantic model that refuses unknown keys. The YAML files in
``data/`` are validated against these models, and ``dkb schema`` writes their JSON
Schemas. Cross-references (card names, ruling ids, rule clauses) are checked by the
loader, which knows the whole data set; a model only checks its own shape.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    GetPydanticSchema,
    WithJsonSchema,
    field_validator,
    model_validator,
)
from pydantic_core import core_schema

from engine.format.errors import did_you_mean, quoted
from engine.format.scenario import Count, Name, Scenario
from engine.values import CARD_TYPES, LANDSCAPE_TYPES, Cost, PileSize, card_id

__all__ = [
    "AccessibilityNote",
    "Card",
    "CardName",
    "CardType",
    "Clause",
    "Disagreement",
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


def _cost_input(value: Any) -> Any:
    """Accept a bare number as a coins-only cost (``cost: 4``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return {"coins": value}
    if isinstance(value, dict):
        for part in ("coins", "potion", "debt"):
            number = value.get(part, 0)
            if isinstance(number, bool) or not isinstance(number, int):
                raise ValueError(f"{part}: expected a whole number, found {number!r}")
    return value


_COST_SCHEMA: dict[str, Any] = {
    "description": "A cost: a number of coins, or a mapping of its parts.",
    "anyOf": [
        {"type": "integer", "minimum": 0, "description": "Coins only."},
        {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "coins": {"type": "integer", "minimum": 0, "description": "The coin part."},
                "potion": {"type": "integer", "minimum": 0, "maximum": 1},
                "debt": {"type": "integer", "minimum": 0, "description": "Debt tokens."},
                "star": {"type": "boolean", "description": "The printed * mark."},
                "plus": {"type": "boolean", "description": "The printed + (overpay) mark."},
            },
        },
    ],
}


def _cost_core_schema(_source: Any, _handler: Any) -> core_schema.CoreSchema:
    """How pydantic reads a cost: a mapping of its parts (no other key; a Cost is read
    as its parts), made into a Cost, whose own checks become validation errors; it is
    written back as that mapping."""
    part = {
        "coins": core_schema.int_schema(),
        "potion": core_schema.int_schema(),
        "debt": core_schema.int_schema(),
        "star": core_schema.bool_schema(),
        "plus": core_schema.bool_schema(),
    }
    mapping = core_schema.typed_dict_schema(
        {k: core_schema.typed_dict_field(v, required=False) for k, v in part.items()},
        extra_behavior="forbid",
    )
    return core_schema.no_info_before_validator_function(
        lambda v: _cost_parts(v) if isinstance(v, Cost) else v,
        core_schema.no_info_after_validator_function(lambda d: Cost(**d), mapping),
        serialization=core_schema.plain_serializer_function_ser_schema(_cost_parts),
    )


def _cost_parts(cost: Cost) -> dict[str, Any]:
    return {
        "coins": cost.coins,
        "potion": cost.potion,
        "debt": cost.debt,
        "star": cost.star,
        "plus": cost.plus,
    }


CostField = Annotated[
    Cost,
    GetPydanticSchema(_cost_core_schema),
    BeforeValidator(_cost_input),
    WithJsonSchema(_COST_SCHEMA),
]
"""A cost as records write it: ``4``, ``{coins: 3, potion: 1}`` or ``{debt: 8}``."""


def _known_type(value: str) -> str:
    if value not in CARD_TYPES:
        raise ValueError(f"{quoted(value)} is not a card type" + did_you_mean(value, CARD_TYPES))
    return value


CardType = Annotated[str, AfterValidator(_known_type), WithJsonSchema({"enum": list(CARD_TYPES)})]
"""A card type, or a kind of landscape card (Event, Project, Way, ...): one of
:data:`engine.values.CARD_TYPES`."""

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


def _known_pile_size(value: str) -> str:
    names = [p.value for p in PileSize]
    if value not in names:
        raise ValueError(f"{quoted(value)} is not a pile-size rule" + did_you_mean(value, names))
    return value


Edition = Literal["1st edition", "2nd edition"]
"""An edition of a set printed twice (Base, Intrigue, Seaside, Prosperity, ...)."""

PileSizeRule = Annotated[
    str,
    AfterValidator(_known_pile_size),
    WithJsonSchema({"enum": [p.value for p in PileSize]}),
]
"""A named pile-size rule: one of :class:`engine.values.PileSize`."""


def _web_address(value: str) -> str:
    if not re.fullmatch(r"https?://[^\s<>\"'()\\`]+", value):
        raise ValueError(f"{quoted(value)} is not a web address (http:// or https://)")
    return value


WebAddress = Annotated[str, AfterValidator(_web_address)]
"""An http or https address with no spaces, quotes, brackets or angle brackets."""


class Document(Record):
    """A document that records cite, listed once in ``data/sources.yaml``."""

    id: Slug = Field(description="The id that sources cite.")
    title: str = Field(description="The document's title.")
    publisher: str = Field(description="Who published it.")
    url: WebAddress | None = Field(
        None, description="Where it can be read, if public: an http or https address."
    )
    seed: str | None = Field(
        None, description="The seed file in ``shared/seeds`` it was given as, if any."
    )
    sections: list[str] = Field(
        default_factory=list,
        description="The document's sections, in order; citations name one of these.",
    )
    published: str | None = Field(
        None, description="When it was published or last revised: a year, or a date."
    )
    edition: str | None = Field(
        None, description="For a rulebook, its edition (``2nd edition``); else none."
    )
    section_url: str | None = Field(
        None,
        description="For a public document whose sections are pages: the address of a "
        "section, with ``{section}`` where the section's title goes "
        "(``https://wiki.dominionstrategy.com/index.php/{section}``).",
    )
    faq_url: str | None = Field(
        None,
        description="For a rulebook whose entries for each card the Dominion Strategy Wiki "
        "reproduces under the card's ``Official FAQ`` heading: that address, with "
        "``{section}`` where the card's name goes. A citation of a section named after a "
        "card (or a pile) links there; other sections are named only.",
    )


class Source(Record):
    """Where a statement comes from: a document and a section of it."""

    document: Slug = Field(description="The id of a document in ``data/sources.yaml``.")
    section: str | None = Field(None, description="The section of the document.")
    heading: str | None = Field(
        None,
        description="A heading within the section, for a finer citation "
        "(a wiki page's ``Official FAQ``).",
    )
    note: str | None = Field(None, description="How the record relates to the source.")


class SetupNeed(Record):
    """Something a card needs before the game starts."""

    kind: Literal[
        "black-market-deck",
        "bane-pile",
        "non-supply-pile",
        "supply-pile",
        "heirloom",
        "mat",
        "token",
        "deck",
        "landscape",
        "other",
    ] = Field(description="What sort of set-up it is.")
    text: str = Field(description="What to do, in our own words.")
    name: str | None = Field(
        None,
        description="For a mat, token, deck, landscape or other need: what is needed "
        "(``Tavern mat``, ``Embargo tokens``, ``Boon deck``); the needs of one kind and name "
        "are one item of a kingdom's set-up.",
    )
    of_type: CardType | None = Field(
        None,
        description="For a deck or landscape need: the type of the cards it is made of or "
        "dealt from (``Boon`` for the Boon deck, ``Ally`` for a Liaison's Ally).",
    )
    costs: list[int] = Field(
        default_factory=list,
        description="For a bane-pile need, or a pile set aside from the unused Kingdom cards "
        "(Ferryman's): the coin costs that pile may have.",
    )
    counts: list[int] = Field(
        default_factory=list,
        description="For a token need whose number depends on the players: how many, for "
        "two, three, four, five and six players.",
    )
    piles: list[Name] = Field(
        default_factory=list,
        description="For a non-supply-pile or supply-pile need: the cards or shared piles "
        "whose piles the game needs (``[Horse]``; Tournament's five Prizes; ``[Loot]``; "
        "``[Ruins]``, which a Looter adds to the Supply); the engine creates those piles. For "
        "a heirloom need: the Heirloom that replaces a Copper in each starting deck.",
    )


class VersionNote(Record):
    """A change between printings: errata, a second edition, a rules update."""

    version: str = Field(
        description="The printing or update, e.g. ``2nd edition``; its year goes in ``year``."
    )
    year: int | None = Field(
        None, ge=2008, le=2100, description="The year of that printing or update, when known."
    )
    text: str = Field(description="What changed, in our own words.")

    @property
    def label(self) -> str:
        """The version with its year: ``2nd edition (2016)``."""
        return f"{self.version} ({self.year})" if self.year else self.version


class Disagreement(Record):
    """Another official source that once ruled otherwise, and what it said."""

    source: Source = Field(description="The other source.")
    date: str | None = Field(None, description="When the other source said it: a year or date.")
    text: str = Field(description="What it said, in our own words.")


class Ruling(Record):
    """A statement about how one or more cards or rules work, with its examples."""

    id: Slug = Field(description="Stable id; also the page anchor.")
    title: str = Field(description="The ruling in one line.")
    text: str = Field(description="The ruling in full, in our own words.")
    cards: list[Name] = Field(
        default_factory=list,
        description="Other cards the ruling concerns, besides the card it is filed under.",
    )
    rules: list[Slug] = Field(
        default_factory=list, description="Ids of rules or rule clauses it applies."
    )
    source: Source = Field(description="Where the ruling comes from (the current source).")
    disagreement: Disagreement | None = Field(
        None,
        description="Where official sources disagree: the other source and what it said. "
        "The ruling itself states the current ruling, which the engine follows.",
    )
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the ruling."
    )
    no_example_because: str | None = Field(
        None,
        description="Why no scenario can show the ruling (it is about setting up the game or "
        "handling the cards), for a ruling on a card the engine plays.",
    )


class Clause(Record):
    """One numbered statement of a rule."""

    id: Slug = Field(description="Stable id, unique over all rules; the page anchor.")
    text: str = Field(description="The clause in our own words.")
    source: Source = Field(description="Where the clause comes from.")
    cards: list[Name] = Field(default_factory=list, description="Cards the clause names.")
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the clause."
    )


class Rule(Record):
    """A game concept (Gain, Trash, Clean-up, ...) as numbered clauses."""

    id: Slug = Field(description="Stable id; the page's name.")
    name: Name = Field(description="The concept's name, e.g. ``Gain``.")
    aliases: list[Name] = Field(default_factory=list, description="Other names players use.")
    summary: str = Field(description="What the concept is, in a few sentences.")
    clauses: list[Clause] = Field(min_length=1, description="The numbered clauses.")
    related: list[Slug] = Field(default_factory=list, description="Ids of related rules.")


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
    card: Name | None = Field(
        None, description="The card that does the gaining; the host card when omitted."
    )
    gains: str = Field(description="What is gained, in a few words, e.g. ``a Silver``.")
    gains_cards: list[Name] = Field(
        default_factory=list, description="Named cards it gains, if it names any."
    )
    from_: GainLocation = Field("supply", alias="from", description="Where the card comes from.")
    from_pile: Name | None = Field(
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
    condition: str | None = Field(
        None,
        description="When the gain happens only sometimes: the condition, in our own "
        "words, as a clause that follows the rest (``if the trashed card costs 3 coins "
        "or more``).",
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
    cards: list[Name] = Field(
        default_factory=list,
        description="Other cards the note concerns, besides the card it is filed under.",
    )
    source: Source = Field(description="Where the advice comes from.")


class TimingNote(Record):
    """How the timings of several cards interact."""

    id: Slug = Field(description="Stable id.")
    title: str = Field(description="The note in one line.")
    text: str = Field(description="The note in full, in our own words.")
    cards: list[Name] = Field(min_length=1, description="The cards it concerns.")
    rules: list[Slug] = Field(default_factory=list, description="Rules or clauses it applies.")
    source: Source = Field(description="Where the note comes from.")
    examples: list[Scenario] = Field(
        default_factory=list, description="Scenarios that show the note."
    )


COSTLESS_TYPES = frozenset(
    {"Landmark", "Way", "Ally", "Trait", "Boon", "Hex", "State", "Artifact", "Prophecy"}
)
"""The kinds of card that have no cost at all (an Event or a Project has one)."""
_COSTLESS_WORDS = ", ".join(sorted(COSTLESS_TYPES))
"""Those kinds, for a message."""


LanguageTag = Annotated[
    str,
    Field(
        pattern=r"^[a-z]{2,3}(-[A-Z]{2})?$",
        description="A language tag as HTML's ``lang`` takes it: ``de``, ``fr``, ``pt-BR``.",
    ),
]


class CardName(Record):
    """A card's name in another language: a fact, like its cost (never its text)."""

    lang: LanguageTag = Field(description="The language, as a tag: ``de``, ``nl``.")
    name: Name = Field(description="The card's name as printed in that language.")


class Card(Record):
    """A card (or landscape card such as an Event) and everything filed under it."""

    id: Slug = Field(description="Stable id, from the name: ``walled-village``.")
    name: Name = Field(description="The card's name as printed.")
    aliases: list[Name] = Field(
        default_factory=list, description="Other names players use for the card."
    )
    names: list[CardName] = Field(
        default_factory=list,
        description="The card's names in other languages, each with its language "
        "(cite the document they come from in ``sources``).",
    )
    expansion: Expansion = Field(description="The set the card comes from.")
    editions: list[Edition] = Field(
        default_factory=list,
        description="For a set printed in two editions, the editions that include the "
        "card: both, or only the first (removed in the second), or only the second.",
    )
    cost: CostField | None = Field(
        None,
        description="The printed cost. Cards with no cost (Landmarks, Ways, Allies, Traits, "
        "Boons, Hexes, States, Artifacts, Prophecies) have none; every other card has one.",
    )
    types: list[CardType] = Field(min_length=1, description="The card's types, in order.")
    pile: Name | None = Field(
        None,
        description="The pile the card is in, when not a pile of its own: "
        "a split pile such as ``Sauna/Avanto``.",
    )
    pile_position: Count = Field(
        0, description="In a split pile, the card's place from the top (0 is top)."
    )
    pile_size: PileSizeRule | Count = Field(
        "kingdom",
        description="How many copies of this card its pile holds: a number or a named rule.",
    )
    pile_shuffled: bool = Field(
        False,
        description="True for a card of a shared pile that is shuffled at set-up (Ruins, "
        "Loot): the pile's order is random, and only its top card can be taken.",
    )
    supply: bool = Field(True, description="False for non-Supply cards (Horse, Prizes, ...).")
    kingdom: bool = Field(
        True, description="True for Kingdom cards; False for base cards and non-Supply cards."
    )
    summary: str = Field(description="What the card does, in our own words (never its text).")
    setup: list[SetupNeed] = Field(default_factory=list, description="Set-up the card needs.")
    set_option: SetupNeed | None = Field(
        None,
        description="For a card that is not chosen but that the rules suggest adding in "
        "proportion to the Kingdom cards of its set (Platinum and Colony; the Shelters): what "
        "to do; the cards with a set option of one name are one item of a kingdom's set-up.",
    )
    related: list[Name] = Field(default_factory=list, description="Names of related cards.")
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

    @model_validator(mode="after")
    def _cost_if_costed(self) -> Card:
        uncosted = sorted(set(self.types) & COSTLESS_TYPES)
        if uncosted and self.cost is not None:
            raise ValueError(f"a {uncosted[0]} has no cost: remove `cost`")
        if not uncosted and self.cost is None:
            raise ValueError(
                f"`cost` is missing: only these kinds of card have none: {_COSTLESS_WORDS}"
            )
        return self

    @property
    def is_landscape(self) -> bool:
        """True for Events, Projects and other cards that are not part of a deck."""
        return any(t in LANDSCAPE_TYPES for t in self.types)

    @property
    def pile_name(self) -> str:
        """The name of the pile the card is in (its own name unless a split pile)."""
        return self.pile or self.name


slug = card_id
"""The kebab-case id for a name: ``Sauna/Avanto`` gives ``sauna-avanto``."""
