"""Generated documents never end in a traceback: the YAML reader, the loader and the
scenario reader either read them or raise their one-line errors."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.format.files import ScenarioFileError, Unloadable, read_each_scenario, read_scenarios
from engine.format.yamlfile import DataError, parse_yaml
from kb.cli.main import main
from kb.loader import LoadError, load

FIXTURE = Path(__file__).parents[1] / "fixtures" / "minimal"
CARDS = {"Village", "Copper"}
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["Village", "Copper", "Alice", "Bob", "end_turn", "as-listed", "-1"]),
)
keys = st.one_of(
    st.text(max_size=8),
    st.sampled_from(
        ["id", "title", "claim", "setup", "steps", "expect", "Alice", "hand", "deck", "piles",
         "play", "choose", "players", "supply", "events", "type", "name", "cost", "types"]
    ),
)  # fmt: skip
documents = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(keys, inner, max_size=5)),
    max_leaves=30,
)
yaml_text = st.one_of(
    st.text(max_size=200),
    st.text(alphabet="[]{}:,-&*!|>'\"#?% \n\tab1", max_size=120),
    documents.map(lambda d: yaml.safe_dump(d, allow_unicode=True)),
)

SCENARIO: dict[str, Any] = {
    "id": "x",
    "title": "T",
    "claim": "C",
    "setup": {"Alice": {"hand": ["Village"], "deck": ["Copper"]}, "piles": {"Copper": 3}},
    "steps": [{"play": "Village"}, "end_turn"],
    "expect": {"Alice": {"actions": 2}, "supply": {"Copper": 3}},
}


def mutate(base: Any, path: list[Any], value: Any) -> Any:
    """``base`` with the value at (a prefix of) ``path`` replaced."""
    if not path or not isinstance(base, dict | list) or not base:
        return value
    if isinstance(base, dict):
        key = list(base)[path[0] % len(base)]
        return {**base, key: mutate(base[key], path[1:], value)}
    i = path[0] % len(base)
    return [*base[:i], mutate(base[i], path[1:], value), *base[i + 1 :]]


mutated_scenarios = st.builds(
    mutate, st.just(SCENARIO), st.lists(st.integers(0, 5), max_size=5), documents
)


@FUZZ
@given(yaml_text)
def test_the_yaml_reader_only_raises_its_errors(text: str) -> None:
    try:
        parse_yaml(text, "f.yaml")
    except DataError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("f.yaml:")


@FUZZ
@given(st.one_of(documents, mutated_scenarios))
def test_the_scenario_reader_only_raises_its_errors(data: Any) -> None:
    text = yaml.safe_dump(data, allow_unicode=True)
    try:
        read_scenarios(parse_yaml(text, "s.yaml"), CARDS, CARDS)
    except DataError as exc:
        assert str(exc).startswith("s.yaml:")
    except ScenarioFileError as exc:
        assert exc.errors and all(str(e).startswith("s.yaml:") for e in exc.errors)
        assert all("\n" not in str(e) for e in exc.errors)
    try:
        each = read_each_scenario(parse_yaml(text, "s.yaml"), CARDS, CARDS)
    except (DataError, ScenarioFileError):
        return  # refused whole, as checked above
    for read in each:
        if isinstance(read, Unloadable):
            assert read.errors and all(str(e).startswith("s.yaml:") for e in read.errors)


VILLAGE = yaml.safe_load((FIXTURE / "cards" / "village.yaml").read_text(encoding="utf-8"))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.integers(0, 7), max_size=6), documents, st.booleans())
def test_the_loader_and_cli_only_report_errors(path: list[int], value: Any, raw: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "data"
        shutil.copytree(FIXTURE, root)
        record = mutate(VILLAGE, path, value)
        body = yaml.safe_dump(record, allow_unicode=True)
        (root / "cards" / "village.yaml").write_text(body if not raw else str(value), "utf-8")
        try:
            load(root)
        except LoadError as exc:
            assert exc.errors and all("\n" not in str(e) for e in exc.errors)
        assert main(["validate", str(root)]) in (0, 2)
