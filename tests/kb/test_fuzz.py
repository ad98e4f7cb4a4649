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


# -- scenarios played on the engine: never an internal error, bounded time and memory --

PLAYED = ["Village", "Smithy", "Throne Room", "Market", "Cellar", "Moat", "Workshop",
          "Copper", "Silver", "Estate", "Province"]  # fmt: skip
cards = st.sampled_from(PLAYED)
counts = st.one_of(
    st.integers(-3, 40),
    st.integers(900, 1100),
    st.integers(10**6, 10**30),
    st.booleans(),
    st.sampled_from(["3", "yes", 3.0, None, [], {}]),
)
steps = st.one_of(
    st.builds(lambda c: {"play": c}, cards),
    st.builds(lambda c: {"buy": c}, cards),
    st.builds(lambda c: {"choose": c}, st.one_of(cards, st.lists(cards, max_size=3), counts)),
    st.sampled_from(["end_turn", {"phase": "buy"}, {"choose": "yes"}, {"choose": "no"}]),
    st.builds(lambda n: [{"choose": "Throne Room"}] * n, st.integers(0, 150)),
)
players = st.fixed_dictionaries(
    {"hand": st.lists(cards, max_size=8), "deck": st.lists(cards, max_size=8)},
    optional={"coins": counts, "actions": counts, "discard": st.lists(cards, max_size=4)},
)
scenarios = st.fixed_dictionaries(
    {
        "id": st.just("fuzz"),
        "title": st.text(max_size=20),
        "claim": st.just("C"),
        "setup": st.fixed_dictionaries(
            {"kingdom": st.lists(cards, max_size=4), "Alice": players},
            optional={"piles": st.dictionaries(cards, counts, max_size=4), "Bob": players},
        ),
        "steps": st.lists(steps, max_size=10),
        "expect": st.fixed_dictionaries({}, optional={"Alice": st.fixed_dictionaries(
            {}, optional={"coins": counts, "hand": st.lists(cards, max_size=4)})}),
    }
)  # fmt: skip

SECONDS = 20.0
"""The longest one generated scenario may take, read and played."""
BYTES = 256 * 1024 * 1024
"""The most memory one generated scenario may allocate while it is read and played."""


def _flat_steps(data: dict[str, Any]) -> dict[str, Any]:
    flat: list[Any] = []
    for step in data["steps"]:
        flat += step if isinstance(step, list) else [step]
    return {**data, "steps": flat}


@settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))
@given(scenarios)
def test_a_scenario_file_never_breaks_the_engine(data: dict[str, Any]) -> None:
    import time
    import tracemalloc

    from engine.runner import run_scenario_text
    from kb.play import project_catalog

    catalog = project_catalog()
    text = yaml.safe_dump(_flat_steps(data), allow_unicode=True)
    tracemalloc.start()
    start = time.perf_counter()
    try:
        results = run_scenario_text(text, catalog, "fuzz.yaml")
    except DataError as exc:
        results = []
        assert str(exc).startswith("fuzz.yaml:") and "\n" not in str(exc)
    except ScenarioFileError as exc:
        results = []
        assert all(str(e).startswith("fuzz.yaml:") for e in exc.errors)
    finally:
        elapsed = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert elapsed < SECONDS, f"{elapsed:.1f} s"
    assert peak < BYTES, f"{peak:,} bytes"
    for result in results:
        assert result.status in ("passed", "failed", "error")
        assert not any("the engine failed" in m for m in result.messages), result.messages


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [*value, *(s for v in value.values() for s in _strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


escapes = st.lists(
    st.sampled_from(
        ["\\e", "\\a", "\\x9b", "\\u001b", "\\u2028", "\\t", "\\n", "a", "!x ", "!!str "]
    ),
    max_size=8,
).map("".join)


@FUZZ
@given(escapes, st.sampled_from(['a: "{}"\n', '"{}": 1\n', 'a: ["{}"]\n', "a: {}\n"]))
def test_no_control_character_or_tag_gets_through_the_yaml_reader(part: str, form: str) -> None:
    try:
        doc = parse_yaml(form.format(part), "f.yaml")
    except DataError as exc:
        assert str(exc).startswith("f.yaml:") and "\n" not in str(exc)
        return
    for text in _strings(doc.data):
        assert not any((ord(c) < 32 and c not in "\t\n") or 0x7F <= ord(c) <= 0x9F for c in text)
        assert "\u2028" not in text
