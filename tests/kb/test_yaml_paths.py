"""The YAML reader composes plain files in C and files that may hold anchors in Python:
both read the same data with the same lines, and both keep every limit."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.format.yamlfile as yamlfile
from engine.format.yamlfile import MAX_DEPTH, DataError, parse_yaml

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(ROOT.glob("data/**/*.yaml")) + sorted(ROOT.glob("engine/cards/**/*.yaml"))


def _slow(text: str, name: str) -> yamlfile.YamlDocument:
    saved = yamlfile._FastLoader
    yamlfile._FastLoader = None
    try:
        return parse_yaml(text, name)
    finally:
        yamlfile._FastLoader = saved


def test_both_paths_read_every_project_file_alike() -> None:
    assert yamlfile._FastLoader is not None, "PyYAML was built without libyaml"
    assert len(FILES) > 500
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        fast, slow = parse_yaml(text, path.name), _slow(text, path.name)
        assert (fast.data, fast.lines) == (slow.data, slow.lines), path


@pytest.mark.parametrize("reader", [parse_yaml, _slow])
def test_nesting_limit_holds_on_both_paths(reader: object) -> None:
    deep = "a: " + "[" * (MAX_DEPTH + 5) + "1" + "]" * (MAX_DEPTH + 5) + "\n"
    with pytest.raises(DataError, match=f"nested more than {MAX_DEPTH} deep"):
        reader(deep, "deep.yaml")  # type: ignore[operator]


@pytest.mark.parametrize("reader", [parse_yaml, _slow])
def test_value_limit_holds_on_both_paths(reader: object) -> None:
    many = "[" + ", ".join(["1"] * (yamlfile.MAX_VALUES + 1)) + "]\n"
    with pytest.raises(DataError, match="more than 200,000 values"):
        reader(many, "many.yaml")  # type: ignore[operator]


def test_an_alias_in_flow_after_a_colon_is_still_refused() -> None:
    with pytest.raises(DataError, match="anchors and aliases"):
        parse_yaml('{"a":&x 1, "b":*x}\n', "flow.yaml")
