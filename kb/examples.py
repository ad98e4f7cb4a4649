"""Running the knowledge base's examples on the reference engine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.runner import RunResult
    from kb.loader import Example, KnowledgeBase

__all__ = ["run_example", "run_examples"]


def run_examples(kb: KnowledgeBase, only: list[Example] | None = None) -> dict[str, RunResult]:
    """Play every example (or ``only`` these); results keyed by scenario id."""
    from engine.catalog import Catalog
    from engine.runner import run_scenario

    catalog = Catalog.from_knowledge_base(kb)
    out: dict[str, RunResult] = {}
    for ex in kb.examples if only is None else only:
        out[ex.scenario.id] = run_scenario(ex.scenario, catalog, ex.where.file, ex.where.line)
    return out


def run_example(kb: KnowledgeBase, example: Example) -> RunResult:
    """Play one example."""
    return run_examples(kb, [example])[example.scenario.id]
