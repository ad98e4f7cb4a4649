"""Related cards, worked out from the records: the cards that counter a card, the cards
that work the same way (the same kind of gain, a rare type, the same rule clauses), and
the cards its rulings name together with it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kb.loader import KnowledgeBase
from kb.models import Card

__all__ = ["LIMIT", "Related", "RelatedIndex"]

LIMIT = 16
"""At most this many cards in a group; the rest are counted."""

_COMMON_TYPES = 25
"""A type shared by more cards than this says little about how a card works."""


@dataclass(frozen=True)
class Related:
    """One group of related cards: what they share, and the cards' names."""

    label: str
    names: list[str]


class RelatedIndex:
    """What every card shares with the others, worked out once for a knowledge base."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self.kb = kb
        self.names = set(kb.card_names)
        self.gain_kinds = {c.name: _gain_kinds(c) for c in kb.cards.values()}
        self.clauses = {
            c.name: {rule for r in c.rulings for rule in r.rules} for c in kb.cards.values()
        }
        self.type_counts = Counter(t for c in kb.cards.values() for t in c.types)

    def named_with(self, card: Card) -> list[str]:
        """Cards named together with ``card`` in a ruling (filed under either card)."""
        kb = self.kb
        out: dict[str, None] = {}
        for ruling in kb.rulings_for_card(card.name):
            home = kb.cards[kb.ruling_card[ruling.id]].name
            for name in [home, *ruling.cards]:
                if name != card.name and name in self.names:
                    out[name] = None
        return list(out)

    def groups(self, card: Card) -> list[Related]:
        """The groups of cards related to ``card``; empty groups are left out, and a
        card is listed only in the first group it belongs to."""
        kb = self.kb
        named = self.named_with(card)
        seen = {card.name}
        groups: list[Related] = []

        def add(label: str, names: list[str]) -> None:
            fresh = [n for n in dict.fromkeys(names) if n not in seen]
            seen.update(fresh)
            if fresh:
                groups.append(Related(label, fresh))

        if "Attack" in card.types:
            add(
                "Reactions its rulings name",
                [n for n in named if "Reaction" in kb.card(n).types],
            )
        for who, gained in sorted(self.gain_kinds[card.name]):
            whom = "every player" if who == "each-player" else "other players"
            article = "an" if gained[0] in "AEIOU" else "a"
            add(
                f"Also make {whom} gain {article} {gained}",
                sorted(
                    (n for n, kinds in self.gain_kinds.items() if (who, gained) in kinds),
                    key=lambda n: self._likeness(card, kb.card(n)),
                ),
            )
        for kind in card.types:
            if self.type_counts[kind] <= _COMMON_TYPES:
                add(
                    f"Also {kind} cards",
                    sorted(c.name for c in kb.cards.values() if kind in c.types),
                )
        mine = self.clauses[card.name]
        if mine:
            shared = {n: len(mine & c) for n, c in self.clauses.items() if mine & c}
            add(
                "Their rulings apply the same rule clauses",
                sorted(shared, key=lambda n: (-shared[n], n)),
            )
        add("Named with it in rulings", named)
        add("Often played alongside it or compared with it", list(card.related))
        return groups

    @staticmethod
    def _likeness(card: Card, other: Card) -> tuple[int, int, str]:
        """A sort key: more types in common first, then the nearer cost."""
        shared = len(set(card.types) & set(other.types))
        coins = [c.cost.coins if c.cost is not None else 0 for c in (card, other)]
        return (-shared, abs(coins[0] - coins[1]), other.name)


def _gain_kinds(card: Card) -> set[tuple[str, str]]:
    """Whom the card makes gain which card (``("each-other-player", "Curse")``)."""
    return {
        (gs.who, name) for gs in card.gain_sources if gs.who != "you" for name in gs.gains_cards
    }
