"""The scenario format's page (``docs/scenarios.md``) and its pydantic model cannot
drift: each table of keys on the page lists exactly the model's keys, and marks
exactly the model's extensions."""

from __future__ import annotations

import re
from typing import Any, get_args

import pytest
from pydantic import BaseModel

from engine.format import scenario
from kb.paths import PROJECT_ROOT

PAGE = PROJECT_ROOT / "docs" / "scenarios.md"
TEXT = PAGE.read_text(encoding="utf-8")

TABLES: dict[str, type[BaseModel]] = {
    "keys-scenario": scenario.Scenario,
    "keys-setup": scenario.Setup,
    "keys-player-setup": scenario.PlayerSetup,
    "keys-shuffle": scenario.Shuffle,
    "keys-extra-turn": scenario.ExtraTurnSpec,
    "keys-steps": scenario.Step,
    "keys-expect": scenario.Expect,
    "keys-player-expect": scenario.PlayerExpect,
    "keys-event": scenario.EventPattern,
    "keys-pending": scenario.Pending,
}


def rows(anchor: str, text: str = TEXT) -> dict[str, str]:
    """The table under the heading with this anchor: first-column key to its row."""
    match = re.search(rf"^#+ .*\{{#{anchor}\}}$(.*?)(?=^#|\Z)", text, re.MULTILINE | re.DOTALL)
    assert match, f"docs/scenarios.md has no heading {{#{anchor}}}"
    out: dict[str, str] = {}
    for line in match.group(1).splitlines():
        cell = re.match(r"^\| `([^`]+)` \|(.*)\|$", line)
        if cell:
            assert cell.group(1) not in out, f"{anchor}: {cell.group(1)} is listed twice"
            out[cell.group(1)] = cell.group(2)
    return out


def model_keys(model: type[BaseModel]) -> dict[str, Any]:
    return {f.alias or name: f for name, f in model.model_fields.items()}


@pytest.mark.parametrize("anchor", sorted(TABLES))
def test_each_table_lists_exactly_the_models_keys(anchor: str) -> None:
    documented = rows(anchor)
    keys = model_keys(TABLES[anchor])
    assert set(documented) == set(keys), (
        f"{anchor}: undocumented {sorted(set(keys) - set(documented))}, "
        f"not in the model {sorted(set(documented) - set(keys))}"
    )
    for key, field in keys.items():
        extension = (field.description or "").startswith("(extension)")
        marked = "*(extension)*" in documented[key]
        assert extension == marked, f"{anchor}.{key}: the extension mark differs from the model"


def test_event_types_and_phases_match() -> None:
    documented = rows("event-types")
    types = get_args(scenario.EventType)
    assert set(documented) == set(types)
    extensions = {t for t, row in documented.items() if "*(extension)*" in row}
    assert extensions == {"choose", "lose_track", "turn", "phase", "score", "note"}
    for phase in get_args(scenario.Phase):
        assert f"`{phase}`" in rows("keys-setup")["phase"]


def test_a_drifted_page_is_caught() -> None:
    keys = set(model_keys(scenario.Setup))
    assert set(rows("keys-setup")) == keys
    drifted = TEXT.replace("| `bane` |", "| `banes` |")
    assert set(rows("keys-setup", drifted)) != keys


def test_the_example_on_the_page_passes() -> None:
    from engine.runner import run_scenario_text
    from kb.play import project_catalog

    block = re.search(r"```yaml\n(.*?)```", TEXT, re.DOTALL)
    assert block is not None
    [result] = run_scenario_text(block.group(1), project_catalog(), str(PAGE))
    assert result.status == "passed", result.messages


def test_the_readme_points_to_the_page() -> None:
    readme = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/scenarios.md" in readme
    assert not re.search(r"\.\./\w", readme), "the README points outside the project"
