"""The knowledge base and the engine: card facts handed over, examples played.

The engine knows nothing of records. This module builds its :class:`~engine.catalog.Catalog`
from the card records and plays the knowledge base's examples on it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from engine.catalog import CardFacts, Catalog
from engine.runner import RunResult, run_scenario
from engine.values import Cost
from kb.loader import Example, KnowledgeBase, keep_for_the_process, project_knowledge_base
from kb.models import Card

NO_COST = Cost()
"""What the engine's catalogue holds for a card that has no cost (a Landmark, a Way):
the engine compares costs of cards, never of these."""

__all__ = [
    "catalog",
    "catalog_of_cards",
    "project_catalog",
    "run_example",
    "run_examples",
]


def catalog_of_cards(cards: Iterable[Card]) -> Catalog:
    """The engine's catalogue of these card records."""
    return Catalog(
        CardFacts(
            name=c.name,
            cost=c.cost if c.cost is not None else NO_COST,
            types=frozenset(c.types),
            pile=c.pile_name,
            pile_position=c.pile_position,
            pile_size=c.pile_size,
            pile_shuffled=c.pile_shuffled,
            supply=c.supply,
            kingdom=c.kingdom,
            landscape=c.is_landscape,
            needs_piles=tuple(p for n in c.setup if n.kind != "heirloom" for p in n.piles),
            heirlooms=tuple(p for n in c.setup if n.kind == "heirloom" for p in n.piles),
            expansion=c.expansion,
        )
        for c in cards
    )


def catalog(kb: KnowledgeBase) -> Catalog:
    """The engine's catalogue of every card in the knowledge base."""
    return catalog_of_cards(kb.cards.values())


@functools.cache
def project_catalog() -> Catalog:
    """The engine's catalogue of the project's knowledge base, built once.

    >>> from engine.runner import run_scenario_text
    >>> [result] = run_scenario_text('''
    ... id: village-gives-actions
    ... title: Village gives two Actions
    ... claim: Playing Village draws a card and leaves two Actions.
    ... setup:
    ...   Alice: {hand: [Village], deck: [Copper]}
    ... steps:
    ...   - play: Village
    ... expect:
    ...   Alice: {hand: [Copper], actions: 2}
    ... ''', project_catalog())
    >>> result.status, result.narration[0]
    ('passed', 'Alice plays Village.')
    """
    built = catalog(project_knowledge_base())
    keep_for_the_process()  # (the catalogue lives as long as the records)
    return built


def run_examples(kb: KnowledgeBase, only: list[Example] | None = None) -> dict[str, RunResult]:
    """Play every example (or ``only`` these); results keyed by scenario id."""
    facts = catalog(kb)
    out: dict[str, RunResult] = {}
    for ex in kb.examples if only is None else only:
        out[ex.scenario.id] = run_scenario(ex.scenario, facts, ex.where.file, ex.where.line)
    return out


def run_example(kb: KnowledgeBase, example: Example) -> RunResult:
    """Play one example."""
    return run_examples(kb, [example])[example.scenario.id]
