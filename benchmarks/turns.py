"""Player-turns per second of random two-player games: the engine's speed figure.

Run as a script with the project to measure on the path; it knows the catalogue
interface of today's engine and of older revisions (for ``benchmarks.ab_engine``).
"""

from __future__ import annotations

import sys
import time
from typing import Any

SEEDS = 120


def _catalog() -> Any:
    try:
        from kb.play import project_catalog
    except ImportError:  # an older revision, before kb.play
        from engine.scenario_files import knowledge_base

        from engine.catalog import Catalog

        return Catalog.from_knowledge_base(knowledge_base())
    return project_catalog()


def turns_per_second(narrate: bool, seeds: int = SEEDS) -> float:
    """Player-turns per second over ``seeds`` random games (event log on or off)."""
    from engine.randomplay import play_random_game

    catalog = _catalog()
    turns = 0
    start = time.perf_counter()
    for seed in range(seeds):
        turns += play_random_game(catalog, seed, players=2, narrate=narrate).turns
    return turns / (time.perf_counter() - start)


if __name__ == "__main__":
    narrate = sys.argv[1:] == ["--log"]
    print(f"{turns_per_second(narrate):.1f}")
