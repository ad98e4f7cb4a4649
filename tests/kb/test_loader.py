"""The loader on good data, and a catalogue of bad inputs: each gives one clear line
with file and line, a non-zero exit, and no traceback."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import kb.loader
from kb.loader import LoadError

FIXTURE = Path(__file__).parents[1] / "fixtures" / "minimal"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(FIXTURE, target)
    return target


def dkb(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kb.cli.main", *args], capture_output=True, text=True, check=False
    )


def test_good_data_loads_with_lookups(data: Path) -> None:
    base = kb.loader.load(data)
    assert base.card("village").name == "Village"
    assert base.card("VILLAGE").id == "village"
    assert base.rule("gain").clauses[0].id == "gain-default"
    assert base.rulings["village-actions"].title == "Village leaves two Actions"
    assert base.ruling_card["village-actions"] == "village"
    assert [e.scenario.id for e in base.examples] == ["village-two-actions"]
    assert base.examples[0].demonstrates == ["village-actions"]
    assert base.where["village-actions"].line == 10
    with pytest.raises(KeyError):
        base.card("Vilage")


def test_the_project_data_validates() -> None:
    result = dkb("validate")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: ")


def replace(path: str, old: str, new: str) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        file = root / path
        text = file.read_text()
        assert old in text, f"{old!r} not in {path}"
        file.write_text(text.replace(old, new, 1))

    return edit


def write(path: str, content: bytes) -> Callable[[Path], None]:
    def edit(root: Path) -> None:
        (root / path).write_bytes(content)

    return edit


CASES = [
    (
        "yaml syntax error",
        replace("cards/village.yaml", "cost: 3", "cost: [3"),
        r"cards/village\.yaml:\d+: YAML syntax error",
    ),
    (
        "unknown key",
        replace("cards/village.yaml", "cost: 3", "cost: 3\ncolour: red"),
        r'cards/village\.yaml:5: colour: unknown key "colour"',
    ),
    (
        "unknown key with a suggestion",
        replace("cards/village.yaml", "cost: 3", "cost: 3\npile_sise: 10"),
        r'cards/village\.yaml:5: pile_sise: unknown key "pile_sise" \(did you mean "pile_size"\?\)',
    ),
    (
        "missing field",
        replace("cards/village.yaml", "expansion: Base\n", ""),
        r'cards/village\.yaml:1: expansion: missing required key "expansion"',
    ),
    (
        "wrong type",
        replace("cards/village.yaml", "cost: 3", "cost: three"),
        r'cards/village\.yaml:4: cost: expected a mapping, found "three"',
    ),
    (
        "unknown card in a scenario",
        replace("cards/village.yaml", "hand: [Village]", "hand: [Vilage]"),
        r"cards/village\.yaml:21: rulings\[0\]\.examples\[0\]\.setup\.Alice\.hand\[0\]: "
        r'unknown card "Vilage" \(did you mean "Village"\?\)',
    ),
    (
        "duplicate id",
        replace("cards/village.yaml", "id: village-actions", "id: copper"),
        r'cards/village\.yaml:10: rulings\[0\]\.id: duplicate id "copper" \(ruling\); '
        r"first used at .*cards/copper\.yaml:1",
    ),
    (
        "dangling ruling reference",
        replace("cards/village.yaml", "rules: [gain-default]", "rules: [gain-defualt]"),
        r'cards/village\.yaml:13: rulings\[0\]\.rules\[0\]: unknown rule or clause "gain-defualt"',
    ),
    (
        "empty file",
        write("timing/village-timing.yaml", b""),
        r"timing/village-timing\.yaml:1: the file is empty",
    ),
    (
        "not UTF-8",
        write("timing/village-timing.yaml", b"id: x\ntitle: caf\xe9\n"),
        r"timing/village-timing\.yaml:2: not UTF-8 text",
    ),
    (
        "scenario step the format does not know",
        replace("cards/village.yaml", "- play: Village", "- shuffle_deck: Village"),
        r"cards/village\.yaml:24: rulings\[0\]\.examples\[0\]\.steps\[0\]\.shuffle_deck: "
        r'unknown key "shuffle_deck"',
    ),
    (
        "step with two actions",
        replace(
            "cards/village.yaml", "- play: Village", "- play: Village\n            buy: Copper"
        ),
        r"steps\[0\]: a step needs exactly one of",
    ),
    (
        "duplicate key",
        replace("cards/village.yaml", "cost: 3", "cost: 3\ncost: 4"),
        r'cards/village\.yaml:5: key "cost" appears twice',
    ),
    (
        "unknown document",
        replace("cards/village.yaml", "- {document: test-doc}", "- {document: test-dok}"),
        r'cards/village\.yaml:8: sources\[0\]\.document: unknown document "test-dok"',
    ),
    (
        "file name and id differ",
        replace("timing/village-timing.yaml", "id: village-timing", "id: other-timing"),
        r'timing/village-timing\.yaml:1: id: id "other-timing" should match the file name',
    ),
    (
        "unknown player in a scenario",
        replace(
            "cards/village.yaml",
            "          Alice:\n            hand: [Copper]",
            "          Alise:\n            hand: [Copper]",
        ),
        r'unknown player "Alise" \(did you mean "Alice"\?\)',
    ),
]


@pytest.mark.parametrize(("name", "edit", "pattern"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_gives_one_clear_line(
    data: Path, name: str, edit: Callable[[Path], None], pattern: str
) -> None:
    edit(data)
    result = dkb("validate", str(data))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    errors = [ln for ln in result.stderr.splitlines() if not ln.startswith("dkb: ")]
    assert len(errors) == 1, result.stderr
    assert re.search(pattern, errors[0].replace("\\", "/")), errors[0]
    with pytest.raises(LoadError):
        kb.loader.load(data)


def test_errors_are_collected_over_the_whole_data_set(data: Path) -> None:
    replace("cards/village.yaml", "cost: 3", "cost: 3\npile_sise: 10")(data)
    write("timing/village-timing.yaml", b"")(data)
    result = dkb("validate", str(data))
    assert result.returncode == 2
    assert len([ln for ln in result.stderr.splitlines() if ":" in ln and "dkb:" not in ln]) == 2


def test_export_writes_nothing_on_bad_data(data: Path, tmp_path: Path) -> None:
    replace("cards/village.yaml", "summary:", "sumary:")(data)
    out = tmp_path / "out.json"
    result = dkb("export", "--dir", str(data), "--out", str(out))
    assert result.returncode == 2
    assert not out.exists()


def test_export_and_schema(data: Path, tmp_path: Path) -> None:
    import json

    out = tmp_path / "kb.json"
    assert dkb("export", "--dir", str(data), "--out", str(out)).returncode == 0
    doc = json.loads(out.read_text())
    assert doc["cards"]["village"]["rulings"][0]["id"] == "village-actions"
    assert doc["meta"]["counts"]["examples"] == 1
    # schema makes its own folder (as the README shows); a missing parent needs --parents
    result = dkb("schema", "--out", str(tmp_path / "more" / "schemas"))
    assert result.returncode == 2 and "add --parents" in result.stderr
    assert not (tmp_path / "more").exists()
    result = dkb("schema", "--out", str(tmp_path / "schemas"))
    assert result.returncode == 0
    card_schema = json.loads((tmp_path / "schemas" / "card.schema.json").read_text())
    assert "cost" in card_schema["properties"]
    scenario = json.loads((tmp_path / "schemas" / "scenario.schema.json").read_text())
    assert set(scenario["required"]) == {"id", "title", "claim", "setup"}


def test_committed_schemas_are_current(tmp_path: Path) -> None:
    from kb.export import schemas

    committed = Path(__file__).parents[2] / "schemas"
    for name, body in schemas().items():
        import json

        assert json.loads((committed / name).read_text()) == body, f"run `make schema`: {name}"


def test_every_data_file_names_its_schema() -> None:
    root = Path(__file__).parents[2] / "data"
    expected = {"cards": "card", "rules": "rule", "timing": "timing-note"}
    for folder, schema in expected.items():
        for path in sorted((root / folder).glob("*.yaml")):
            first = path.read_text(encoding="utf-8").splitlines()[0]
            assert first == f"# yaml-language-server: $schema=../../schemas/{schema}.schema.json", (
                path
            )
    first = (root / "sources.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../schemas/sources.schema.json"
