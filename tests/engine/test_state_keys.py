"""Every piece of game state is a key of ``setup`` and ``expect``: the registry of state
keys (``engine.state_keys``) and the pydantic models hold the same keys, and each key
has a scenario that sets it up, changes it through play and expects the new value. A
wrong expectation of any key fails, naming the key."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from engine.cards import load_all, scenario_files
from engine.format.files import read_scenarios
from engine.format.scenario import Expect, PlayerExpect, PlayerSetup, Scenario, Setup
from engine.format.yamlfile import read_yaml_file
from engine.runner import run_scenario, run_scenario_text
from engine.state_keys import GAME_KEYS, PLAYER_KEYS, SETUP_STRUCTURE, CheckedBy, StateKey
from engine.values import PileToken
from kb.play import project_catalog

load_all()  # card modules load lazily, and some register keys: the whole registry

HERE = Path(__file__).parent
KEYS_FILE = HERE / "state_keys.yaml"

UNCHANGING = {
    "estate_token": "Inheritance is bought once a game: once on a card, the token stays",
    "revealed": "nothing can be revealed at set-up: expect only",
    "ferryman": "the pile set aside for Ferryman at set-up stays the same all game",
    "riverboat": "the card set aside for Riverboat at set-up stays the same all game",
    "obelisk": "the pile chosen for Obelisk at set-up stays the same all game",
    "traits": "each Trait goes on its pile at set-up and stays there all game",
    "way_of_the_mouse": "the card set aside for Way of the Mouse at set-up stays all game",
    "divine_wind_kingdom": "the ten named for Divine Wind are the ten it sets out",
    "divine_wind_ally": "the Ally named for Divine Wind is the one it brings",
    "divine_wind_bane": "the Bane named for a new Young Witch is the one it brings",
}
"""Keys whose scenario need not show the value changing, and why."""


def fields(model: type[BaseModel]) -> set[str]:
    return {f.alias or name for name, f in model.model_fields.items()}


def test_setup_keys_are_the_structure_and_the_registrys() -> None:
    applied = {k for k, key in GAME_KEYS.items() if key.apply is not None}
    assert fields(Setup) == set(SETUP_STRUCTURE) | applied
    assert not set(SETUP_STRUCTURE) & applied


def test_expect_keys_are_the_runs_and_the_registrys() -> None:
    read = {k for k, key in GAME_KEYS.items() if key.read is not None}
    assert fields(Expect) == set(CheckedBy) | read
    assert set(GAME_KEYS) <= fields(Setup) | fields(Expect)


def test_player_keys_are_the_registrys() -> None:
    assert fields(PlayerSetup) == {k for k, key in PLAYER_KEYS.items() if key.apply}
    assert fields(PlayerExpect) == {k for k, key in PLAYER_KEYS.items() if key.read}


@cache
def scenarios() -> list[tuple[Scenario, str, int]]:
    """Every scenario of the cards' files and of this folder's file of state keys."""
    catalog = project_catalog()
    out = []
    for path in [*scenario_files(), KEYS_FILE]:
        doc = read_yaml_file(str(path))
        for sc, line in read_scenarios(doc, catalog.card_names, catalog.pile_names):
            out.append((sc, str(path), line))
    return out


def _written(model: BaseModel | None, key: str) -> Any:
    if model is None or key not in model.model_fields_set:
        return None
    return getattr(model, key)


def _values(sc: Scenario, key: str, player_key: bool) -> list[tuple[Any, Any]]:
    """Each (set up, expected) pair the scenario writes for ``key``; None when not written."""
    if not player_key:
        return [(_written(sc.setup, key), _written(sc.expect, key))]
    extra = sc.setup.model_extra or {}
    return [
        (_written(extra.get(name), key), _written(sc.expect.players().get(name), key))
        for name in sc.setup.players
    ]


def _shows(key: StateKey, sc: Scenario, player_key: bool) -> bool:
    """True when ``sc`` sets ``key`` up (if it can be) and expects it, with a new value."""
    pairs = _values(sc, key.name, player_key)
    if key.apply is None or key.name in SETUP_STRUCTURE:
        return any(want is not None for _, want in pairs)
    wants = [(given, want) for given, want in pairs if want is not None]
    if key.name in UNCHANGING:
        return bool(wants) and any(given is not None for given, _ in pairs)
    return any(given is not None and _differs(key, given, want) for given, want in wants)


def _differs(key: StateKey, given: Any, want: Any) -> bool:
    norm = key.want or (lambda v: v)
    if key.compare.value == "entries":
        return True
    return bool(key.normal(norm(given)) != key.normal(norm(want)))


ALL_KEYS = [(k, False) for k in GAME_KEYS] + [(k, True) for k in PLAYER_KEYS]


def _example(name: str, player_key: bool) -> tuple[Scenario, str, int]:
    key = (PLAYER_KEYS if player_key else GAME_KEYS)[name]
    found = next((s for s in scenarios() if _shows(key, s[0], player_key)), None)
    assert found is not None, (
        f"no scenario sets up {name}, changes it and expects it (add one beside the card "
        f"that changes it, or to {KEYS_FILE.name})"
    )
    return found


@pytest.mark.parametrize(("name", "player_key"), ALL_KEYS, ids=[k for k, _ in ALL_KEYS])
def test_each_key_is_set_up_changed_and_expected(name: str, player_key: bool) -> None:
    sc, path, line = _example(name, player_key)
    result = run_scenario(sc, project_catalog(), path, line)
    assert result.status == "passed", (path, line, result.messages)


def _wrong(value: Any, players: list[str]) -> Any:
    """A value of the same shape as ``value`` that differs from it."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        if value in players:
            return next(p for p in players if p != value)
        return {"up": "down", "down": "up", "action": "buy"}.get(value, "Copper")
    if isinstance(value, list):
        if value and isinstance(value[0], dict):
            return [*value, value[0]]
        return [*value, "Province"]
    if isinstance(value, dict):
        if not value:
            return {"Copper": 1}
        first = next(iter(value))
        return {**value, first: _wrong(value[first], players)}
    raise AssertionError(f"no wrong value for {value!r}")


@pytest.mark.parametrize(("name", "player_key"), ALL_KEYS, ids=[k for k, _ in ALL_KEYS])
def test_a_wrong_expectation_fails_naming_the_key(name: str, player_key: bool) -> None:
    sc, path, line = _example(name, player_key)
    data = sc.model_dump(mode="json", by_alias=True, exclude_unset=True)
    expect = data["expect"]
    if player_key:
        players = sc.expect.players()
        who = next(p for p in players if _written(players[p], name) is not None)
        where = expect[who]
        label = f"{who}.{name}"
    else:
        where, label = expect, name
    if name == "controlled_by" and where[name] is False:
        where[name] = sc.setup.players[0]
    elif name == "extra_turns" and not where[name]:
        where[name] = [{"player": sc.setup.players[0], "card": "Outpost"}]
    else:
        where[name] = _wrong(where[name], sc.setup.players)
    result = run_scenario(Scenario.model_validate(data), project_catalog(), path, line)
    assert result.status == "failed", result.messages
    assert any(f"expect: {label}" in m for m in result.messages), result.messages


def _refused(text: str) -> str:
    """The messages of the one scenario in ``text``, which must not load."""
    [result] = run_scenario_text(text, project_catalog(), "bad.yaml")
    assert result.status == "error" and not result.loaded, result.messages
    return " ".join(result.messages)


NEW_PILE_TOKENS = [PileToken.COST, PileToken.TRASHING]
"""The -2 Cost (Ferry) and Trashing (Plan) tokens, which ``tokens`` holds beside the bonus
tokens: each needs its own scenario, since ``tokens`` as a whole is shown by another."""


def _token_moves(sc: Scenario, token: str) -> str | None:
    """The player whose ``token`` the scenario sets on a pile and expects on another."""
    extra = sc.setup.model_extra or {}
    for name, wanted in sc.expect.players().items():
        given = _written(extra.get(name), "tokens") or {}
        want = _written(wanted, "tokens") or {}
        if token in given and token in want and given[token] != want[token]:
            return name
    return None


@pytest.mark.parametrize("token", NEW_PILE_TOKENS, ids=[t.value for t in NEW_PILE_TOKENS])
def test_the_cost_and_trashing_tokens_are_set_up_moved_and_expected(token: PileToken) -> None:
    found = next(
        ((s, p, n, who) for s, p, n in scenarios() if (who := _token_moves(s, token.value))),
        None,
    )
    assert found is not None, (
        f"no scenario sets up the {token.label} token, moves it and expects it"
    )
    sc, path, line, who = found
    assert run_scenario(sc, project_catalog(), path, line).status == "passed"
    data = sc.model_dump(mode="json", by_alias=True, exclude_unset=True)
    tokens = data["expect"][who]["tokens"]
    tokens[token.value] = data["setup"][who]["tokens"][token.value]  # where it was
    result = run_scenario(Scenario.model_validate(data), project_catalog(), path, line)
    assert result.status == "failed", result.messages
    assert any(f"expect: {who}.tokens" in m for m in result.messages), result.messages


def test_a_bad_value_names_the_file_and_line() -> None:
    message = _refused(
        "id: bad-token\ntitle: T\nclaim: C\nsetup:\n  Alice: {tokens: {wings: Village}}\n"
    )
    assert "bad.yaml:5" in message and "tokens" in message, message


def test_an_unknown_card_in_a_new_key_is_caught() -> None:
    message = _refused(
        "id: bad-mat\ntitle: T\nclaim: C\nsetup:\n  Alice: {native_village: [Gld]}\n"
    )
    assert "bad.yaml:5" in message and 'unknown card "Gld"' in message, message


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ("embargo: {Horse: 1}", "not a Supply pile"),
        ("trade_route: [Copper]", "not a Victory Supply pile"),
        ("extra_turns: [{player: Bob, card: Village}]", "gives no extra turn"),
        ("extra_turns: [{player: Bob, card: Possession}]", "needs controlled_by"),
        ("extra_turns: [{player: Bob, card: Outpost, controlled_by: Alice}]", "takes no"),
        ("boon_discard: [The Sea's Gift, The Sea's Gift]", "placed twice"),
        ("Alice: {kept_boons: [The Sea's Gift]}", "not a Boon kept until Clean-up"),
        ("Alice: {artifacts: [Village]}", "not an Artifact"),
        ("Alice: {projects: [Village]}", "not a Project"),
        ("Alice: {tokens: {coin: Gardens}}", "not a Supply pile"),
        ("Alice: {durations: [Haven]}", "choice made when it was played"),
        ("Alice: {holding: [{card: Wharf, cards: [Gold]}]}", "does not set aside"),
    ],
)
def test_a_value_the_game_cannot_hold_is_an_error(setup: str, words: str) -> None:
    text = f"id: bad\ntitle: T\nclaim: C\nsetup:\n  kingdom: [Village]\n  {setup}\n"
    [result] = run_scenario_text(text, project_catalog(), "bad.yaml")
    assert result.status == "error" and words in result.messages[0], result.messages


def test_every_example_on_the_format_page_passes() -> None:
    import re

    from kb.paths import PROJECT_ROOT

    page = PROJECT_ROOT / "docs" / "scenarios.md"
    blocks = re.findall(r"```yaml\n(.*?)```", page.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) >= 3
    for block in blocks:
        [result] = run_scenario_text(block, project_catalog(), str(page))
        assert result.status == "passed", (block.splitlines()[0], result.messages)


def test_the_state_keys_file_passes() -> None:
    from engine.runner import run_scenario_file

    results = run_scenario_file(str(KEYS_FILE), project_catalog())
    assert results
    assert all(r.passed for r in results), [(r.scenario_id, r.messages) for r in results]
