"""Player-turns per second of random two-player games: the engine's speed figure.

Run as a script with the project to measure on the path; it knows the catalogue
interface of today's engine and of older revisions (for ``benchmarks.ab_engine``).

- ``turns.py [--log] [--only FILE]`` prints player-turns per second over :data:`SEEDS`
  games;
- ``turns.py --list`` prints the cards this revision can put in a random Kingdom;
- ``turns.py --serve [--only FILE]`` reads lines ``FIRST LAST LOG`` (seeds ``FIRST`` to
  ``LAST - 1``, event log on when ``LOG`` is 1) and answers each with a line
  ``TURNS CPU_SECONDS DIGEST`` (the digest tells which games were played): one process measured in many short rounds.
"""

from __future__ import annotations

import functools
import hashlib
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


def _restrict(names: set[str]) -> None:
    """Draw random Kingdoms only from ``names`` (the cards both compared revisions
    play), so both play the same Kingdoms."""
    import engine.randomplay as randomplay

    every = randomplay.kingdom_candidates

    @functools.lru_cache(maxsize=4)
    def candidates(catalog: Any) -> list[str]:
        return [n for n in every(catalog) if n in names]

    randomplay.kingdom_candidates = candidates  # type: ignore[assignment]
    # and none of what a revision deals beside the Kingdom (Events and other landscapes,
    # an Ally, a Prophecy, Shelters, a Bane): the two revisions differ in what they deal
    none: dict[str, Any] = {
        "_events": lambda catalog: [],
        "_ally": lambda catalog, cards, seed: [],
        "_prophecy": lambda catalog, kingdom, seed: [],
        "_shelters": lambda catalog, kingdom, seed: False,
        "_bane": lambda catalog, cards, taken, seed: [],
    }
    for name, stub in none.items():
        if hasattr(randomplay, name):
            setattr(randomplay, name, stub)


def play(first: int, last: int, narrate: bool) -> tuple[int, float]:
    """The player-turns of the games of seeds ``first`` to ``last - 1`` and the CPU
    seconds they took (CPU time: steadier than the wall clock on a busy machine)."""
    turns, seconds, _ = play_games(first, last, narrate)
    return turns, seconds


def play_games(first: int, last: int, narrate: bool) -> tuple[int, float, str]:
    """As :func:`play`, with a digest of how the games went (each one's turns and
    scores), so that two revisions can tell whether they played the same games."""
    from engine.randomplay import play_random_game

    catalog = _catalog()
    turns = 0
    outcomes = []
    start = time.process_time()
    for seed in range(first, last):
        game = play_random_game(catalog, seed, players=2, narrate=narrate)
        turns += game.turns
        outcomes.append((seed, game.turns, sorted(game.scores.items())))
    seconds = time.process_time() - start
    digest = hashlib.sha256(repr(outcomes).encode()).hexdigest()[:16]
    return turns, seconds, digest


def turns_per_second(narrate: bool, seeds: int = SEEDS) -> float:
    """Player-turns per second over ``seeds`` random games (event log on or off)."""
    turns, seconds = play(0, seeds, narrate)
    return turns / seconds


def _kingdom_cards() -> list[str]:
    """The cards this revision can put in a random Kingdom."""
    from engine.randomplay import kingdom_candidates

    return list(kingdom_candidates(_catalog()))


def _serve() -> None:
    for line in sys.stdin:
        first, last, log = line.split()
        turns, seconds, digest = play_games(int(first), int(last), log == "1")
        print(f"{turns} {seconds:.6f} {digest}", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--list"]:
        print("\n".join(_kingdom_cards()))
        raise SystemExit(0)
    if "--only" in args:
        path = args[args.index("--only") + 1]
        with open(path, encoding="utf-8") as f:
            _restrict({line.strip() for line in f if line.strip()})
    if "--serve" in args:
        _serve()
        raise SystemExit(0)
    print(f"{turns_per_second('--log' in args):.1f}")
