"""Engine speed: complete random two-player games per second, and scenarios per second."""

from __future__ import annotations

import time


def main() -> int:
    """Print games per second and scenarios per second (one core)."""
    from engine.catalog import Catalog
    from engine.randomplay import play_random_game
    from engine.runner import run_scenario
    from engine.scenario_files import knowledge_base

    kb = knowledge_base()
    catalog = Catalog.from_knowledge_base(kb)
    games, turns = 300, 0
    start = time.perf_counter()
    for seed in range(games):
        turns += play_random_game(catalog, seed, players=2).turns
    elapsed = time.perf_counter() - start
    print(
        f"random 2-player games: {games / elapsed:.1f} games/s ({turns / games:.0f} turns per game)"
    )

    examples = list(kb.examples)
    from pathlib import Path

    from engine.scenario_files import read_scenarios
    from kb.yamlfile import read_yaml_file

    scenarios = [e.scenario for e in examples]
    for path in sorted(Path("tests/scenarios").glob("*.yaml")):
        scenarios += [s for s, _ in read_scenarios(read_yaml_file(str(path)), kb)]
    rounds = 5
    start = time.perf_counter()
    for _ in range(rounds):
        for sc in scenarios:
            run_scenario(sc, catalog)
    elapsed = time.perf_counter() - start
    print(
        f"scenarios: {rounds * len(scenarios) / elapsed:.0f} scenarios/s ({len(scenarios)} scenarios)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
