"""Engine speed: complete random two-player games per second, and scenarios per second."""

from __future__ import annotations

import time

GAMES = 300
ROUNDS = 5


def main() -> int:
    """Print games per second (with and without an event log) and scenarios per second."""
    from engine.cards import scenario_files
    from engine.format.files import read_scenarios
    from engine.format.yamlfile import read_yaml_file
    from engine.randomplay import play_random_game
    from engine.runner import run_scenario
    from kb.loader import project_knowledge_base
    from kb.play import project_catalog

    kb = project_knowledge_base()
    catalog = project_catalog()
    for label, narrate in (("no event log", False), ("narrated event log", True)):
        turns = 0
        start = time.perf_counter()
        for seed in range(GAMES):
            turns += play_random_game(catalog, seed, players=2, narrate=narrate).turns
        elapsed = time.perf_counter() - start
        print(
            f"random 2-player games, {label}: {GAMES / elapsed:.1f} games/s "
            f"({turns / GAMES:.0f} turns per game, {GAMES} games, one core)"
        )

    scenarios = [e.scenario for e in kb.examples]
    for path in scenario_files():
        scenarios += [
            s
            for s, _ in read_scenarios(
                read_yaml_file(str(path)), catalog.card_names, catalog.pile_names
            )
        ]
    start = time.perf_counter()
    for _ in range(ROUNDS):
        for sc in scenarios:
            run_scenario(sc, catalog)
    elapsed = time.perf_counter() - start
    print(
        f"scenarios: {ROUNDS * len(scenarios) / elapsed:.0f} scenarios/s "
        f"({len(scenarios)} scenarios, each run {ROUNDS} times)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
