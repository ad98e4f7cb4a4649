"""What the knowledge base can show for each card and set: recorded, ruled, played by
the reference engine, and how many of its rulings an engine-played example proves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from engine.cards import implemented
from kb.knowledge import KnowledgeBase
from kb.models import Card, Expansion, Ruling

__all__ = ["CardStatus", "SetStatus", "card_status", "proven", "set_statuses"]


def proven(ruling: Ruling) -> bool:
    """True when the engine plays an example of the ruling (every build checks it), or
    when the ruling is about setting up or handling the cards, which no game plays."""
    return bool(ruling.examples) or ruling.no_example_because is not None


@dataclass(frozen=True)
class CardStatus:
    """One card's status."""

    name: str
    expansion: str
    rulings: int
    proven: int
    """Rulings an example proves, or that need no game (set-up, handling the cards)."""
    played: bool
    with_example: int = 0
    """Rulings with an example the reference engine played."""

    @property
    def all_proven(self) -> bool:
        """True when every ruling of the card is proven (see :attr:`proven`)."""
        return self.proven == self.rulings

    @property
    def no_game(self) -> int:
        """Rulings about set-up or handling the cards, which no game can play."""
        return self.proven - self.with_example

    @property
    def unproven(self) -> int:
        """Rulings not yet proven."""
        return self.rulings - self.proven

    def words(self) -> str:
        """The status in one plain sentence: how many of the card's rulings are proven
        (and how many of those need no game), and whether the engine plays the card."""
        engine = (
            "the reference engine plays this card"
            if self.played
            else "the reference engine does not play this card yet"
        )
        n = self.rulings
        if not n:
            return f"No rulings recorded yet; {engine}."
        if not self.unproven:
            ruled = "Its one ruling is proven" if n == 1 else f"All {n} of its rulings are proven"
        elif not self.proven:
            ruled = (
                "Its one ruling is not yet proven"
                if n == 1
                else f"None of its {n} rulings is proven yet"
            )
        else:
            ruled = f"{self.proven} of its {n} rulings are proven, {self.unproven} not yet"
        if self.no_game:
            which = "one is" if self.no_game == 1 else f"{self.no_game} are"
            ruled += f" ({which} about set-up or handling the cards, which no game plays)"
        return f"{ruled}; {engine}."


def card_status(kb: KnowledgeBase, card: Card) -> CardStatus:
    """The status of ``card``: its own rulings (those filed under it)."""
    rulings = card.rulings
    return CardStatus(
        card.name,
        card.expansion,
        len(rulings),
        sum(1 for r in rulings if proven(r)),
        implemented(card.name),
        sum(1 for r in rulings if r.examples),
    )


@dataclass(frozen=True)
class SetStatus:
    """One set's counts."""

    expansion: str
    cards: list[CardStatus]

    @property
    def ruled(self) -> int:
        """Cards with at least one ruling."""
        return sum(1 for c in self.cards if c.rulings)

    @property
    def played(self) -> int:
        """Cards the reference engine plays."""
        return sum(1 for c in self.cards if c.played)

    @property
    def rulings(self) -> int:
        """Rulings filed under the set's cards."""
        return sum(c.rulings for c in self.cards)

    @property
    def proven(self) -> int:
        """Of those, rulings proven (see :attr:`CardStatus.proven`)."""
        return sum(c.proven for c in self.cards)

    @property
    def with_example(self) -> int:
        """Of those, rulings with an example the reference engine played."""
        return sum(c.with_example for c in self.cards)


def set_statuses(kb: KnowledgeBase) -> list[SetStatus]:
    """Every set with its cards' statuses, in the order of the sets' publication."""
    by_set: dict[str, list[CardStatus]] = {}
    for card in sorted(kb.cards.values(), key=lambda c: c.name):
        by_set.setdefault(card.expansion, []).append(card_status(kb, card))
    return [SetStatus(e, by_set[e]) for e in get_args(Expansion) if e in by_set]
