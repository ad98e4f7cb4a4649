"""Every card the engine plays, played from the scenario file beside its module.

Each scenario file is one test, collected when pytest collects; it runs when the test
runs, and a failure names every scenario of the file that did not pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import CARDS, scenario_files
from engine.catalog import Catalog
from engine.format.files import read_scenarios
from engine.format.yamlfile import read_yaml_file
from engine.runner import run_scenario_file
from engine.values import card_id
from kb.loader import project_knowledge_base
from kb.play import project_catalog

ROOT = Path(__file__).resolve().parents[2]
FILES = scenario_files()


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    results = run_scenario_file(str(path), project_catalog())
    assert results, f"{path} holds no scenario"
    bad = [r for r in results if r.status != "passed"]
    assert not bad, "\n\n".join(
        f"{r.scenario_id} ({r.status}):\n" + "\n".join(r.messages + r.narration) for r in bad
    )


def _types(catalog: Catalog, event: dict[str, str]) -> frozenset[str]:
    card = event.get("card")
    return catalog[card].types if card in catalog else frozenset()


def _played_cards() -> set[str]:
    """Cards played, bought, gained or trashed (a when-trashed ability: Feodum) in some
    scenario, or scored at its end; Boons and
    Hexes received, States and Artifacts taken or returned, a Way chosen for a play, a Landmark in
    a game scored at its end, and a landscape whose effect the narration names."""
    played: set[str] = set()
    catalog = project_catalog()
    landscapes = [n for n in catalog.card_names if catalog[n].landscape]
    for path in FILES:
        for sc, _line in read_scenarios(
            read_yaml_file(str(path)), catalog.card_names, catalog.pile_names
        ):
            played.update(
                step.choose
                for step in sc.steps
                if isinstance(step.choose, str) and step.choose in sc.setup.events
            )
            if sc.expect.score and any(step.end_game for step in sc.steps):
                played.update(sc.setup.events)
                for p in sc.setup.players:
                    ps = sc.setup.player(p)
                    played.update(ps.hand + ps.deck + ps.discard + ps.states)
        for result in run_scenario_file(str(path), catalog):
            for event in result.events:
                if event["type"] in ("play", "buy", "gain", "trash") and "card" in event:
                    played.add(event["card"])
                received = event["type"] == "reveal" and event.get("from") in ("Boons", "Hexes")
                state = event["type"] == "note" and bool(
                    {"State", "Artifact"} & _types(catalog, event)
                )
                if (received or state) and "card" in event:
                    played.add(event["card"])
                if event["type"] == "note":
                    # a landscape that does something says so by name (Basilica's VP)
                    text = str(event.get("text", ""))
                    played.update(n for n in landscapes if n in text)
    return played


def test_every_card_the_engine_plays_has_a_record_and_is_played() -> None:
    kb = project_knowledge_base()
    ids = {card_id(c.name): c.name for c in kb.cards.values()}
    unrecorded = sorted(set(CARDS) - set(ids))
    assert not unrecorded, f"card modules with no record in data/cards: {unrecorded}"
    played = _played_cards()
    missing = sorted(ids[i] for i in CARDS if ids[i] not in played)
    assert not missing, f"cards the engine plays that no scenario plays: {missing}"


def test_every_scenario_file_sits_beside_its_card() -> None:
    for path in FILES:
        assert card_id(path.stem.replace("_", "-")) in CARDS, f"{path} has no card module"
