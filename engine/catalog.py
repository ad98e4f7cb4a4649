"""Card facts (cost, types, pile): the small interface through which the engine
learns about cards.

The engine never repeats a cost or a type and knows nothing of records: whoever
runs it (the knowledge base, :func:`kb.play.catalog`) hands it a :class:`Catalog`.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.values import Cost

__all__ = ["BASE_PILES", "CardFacts", "Catalog"]

BASE_PILES = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
"""The piles in every game's Supply."""


_FACTS = (
    "name",
    "cost",
    "types",
    "pile",
    "pile_position",
    "pile_size",
    "supply",
    "kingdom",
    "landscape",
    "needs_piles",
    "pile_shuffled",
    "heirlooms",
    "expansion",
)
"""A card's facts, in the order :class:`CardFacts` takes them."""


class CardFacts:
    """What the engine needs to know about a card, read from its record (it never
    changes once made)."""

    __slots__ = _FACTS

    name: str
    cost: Cost
    types: frozenset[str]
    pile: str
    pile_position: int
    pile_size: str | int
    supply: bool
    kingdom: bool
    landscape: bool
    needs_piles: tuple[str, ...]
    """Piles the game needs when this card is in it, named by a card or a shared pile
    (Supplies: Horse; Marauder: Spoils and Ruins); a pile of Supply cards joins the
    Supply, any other is put beside it."""
    pile_shuffled: bool
    """True for a card of a pile shuffled at set-up (Ruins, Loot)."""
    heirlooms: tuple[str, ...]
    """Heirlooms that replace a Copper in each starting deck when this card is in the
    game (Pixie: Goat)."""
    expansion: str
    """The set the card comes from (a random game uses Platinum and Colony in
    proportion to its Prosperity cards)."""

    def __init__(
        self,
        name: str,
        cost: Cost,
        types: frozenset[str],
        pile: str,
        pile_position: int,
        pile_size: str | int,
        supply: bool,
        kingdom: bool,
        landscape: bool,
        needs_piles: tuple[str, ...] = (),
        pile_shuffled: bool = False,
        heirlooms: tuple[str, ...] = (),
        expansion: str = "",
    ) -> None:
        _set = object.__setattr__
        _set(self, "name", name)
        _set(self, "cost", cost)
        _set(self, "types", types)
        _set(self, "pile", pile)
        _set(self, "pile_position", pile_position)
        _set(self, "pile_size", pile_size)
        _set(self, "supply", supply)
        _set(self, "kingdom", kingdom)
        _set(self, "landscape", landscape)
        _set(self, "needs_piles", needs_piles)
        _set(self, "pile_shuffled", pile_shuffled)
        _set(self, "heirlooms", heirlooms)
        _set(self, "expansion", expansion)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, f) for f in _FACTS)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card's facts cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card's facts cannot be changed (tried to delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardFacts):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "CardFacts(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in _FACTS) + ")"

    def __reduce__(self) -> tuple[type[CardFacts], tuple[object, ...]]:
        return CardFacts, self._values()


class Catalog:
    """Every card's facts, by name."""

    def __init__(self, facts: Iterable[CardFacts]) -> None:
        self.by_name: dict[str, CardFacts] = {f.name: f for f in facts}

        self.card_names: frozenset[str] = frozenset(self.by_name)
        """Every card's name."""
        self.pile_names: frozenset[str] = frozenset(f.pile for f in self.by_name.values())
        piles: dict[str, list[CardFacts]] = {}
        for f in self.by_name.values():
            piles.setdefault(f.pile, []).append(f)
        self._piles = {p: sorted(cs, key=lambda f: f.pile_position) for p, cs in piles.items()}
        """Every pile's name: a card's own, or a shared pile such as ``Sauna/Avanto``."""

    def __contains__(self, name: object) -> bool:
        return name in self.by_name

    def __getitem__(self, name: str) -> CardFacts:
        return self.by_name[name]

    def pile_cards(self, pile: str) -> list[CardFacts]:
        """The cards of a pile, top first (one for an ordinary pile, more for a split one)."""
        return list(self._piles.get(pile, ()))

    def pile_of(self, name: str) -> str:
        """The pile a card or pile name belongs to."""
        if name in self.by_name:
            return self.by_name[name].pile
        return name

    def is_pile(self, name: str) -> bool:
        """True when ``name`` names a pile (a card's own or a split pile)."""
        return name in self.pile_names
