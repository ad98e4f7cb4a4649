"""The eleven causes of issue 25's hostile inputs (but the caches', cause 8), each kept
as a test with its fixture (``tests/fixtures/hostile-input``): bombs through counts,
terminal escapes, links out of the data folder, broken pipes, Throne Room chains, a
full disk, a closed standard output, YAML tags, counts that are not numbers, and the
README's ``dkb schema --out schemas`` in a fresh folder."""

from __future__ import annotations

import io
import json
import os
import re
import resource
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards import implemented
from engine.format.limits import MAX_NESTED_PLAYS
from engine.runner import RunResult, run_scenario_text
from kb.cli import run as run_command
from kb.cli.search import _print_hits
from kb.export import schemas
from kb.jsontext import json_text
from kb.loader import load
from kb.paths import PROJECT_ROOT
from kb.play import project_catalog
from kb.search.ranking import Hit, Record
from kb.site.search_names import GLOBAL, search_index_js

FIXTURES = Path(__file__).parents[1] / "fixtures"
HOSTILE = FIXTURES / "hostile-input"
MINIMAL = FIXTURES / "minimal"
VILLAGE = "cards/village.yaml"
MEMORY = 1 << 30
"""The address space a command may use here: a bomb fails fast instead of swapping."""


def _bounded() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def dkb(
    *args: str, cwd: Path | None = None, stdout: int | None = subprocess.PIPE, **env: str
) -> subprocess.CompletedProcess[str]:
    """``dkb`` in a process of its own, with bounded memory and time, and the output
    buffered as a terminal-less process has it."""
    skip = ("DKB_DATA", "DKB_DEBUG", "PYTHONUNBUFFERED")
    full = {k: v for k, v in os.environ.items() if k not in skip} | env
    return subprocess.run(
        [sys.executable, "-m", "kb.cli.main", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        cwd=cwd,
        env=full,
        timeout=120,
        preexec_fn=_bounded,
    )


def clean(result: subprocess.CompletedProcess[str]) -> str:
    """Everything a run printed, asserting it holds no traceback and no internal error."""
    both = (result.stdout or "") + result.stderr
    for sign in ("Traceback", "internal error", "a bug in the engine", "Exception ignored"):
        assert sign not in both, both
    return both


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(MINIMAL, target)
    return target


def edit(root: Path, path: str, old: str, new: str) -> None:
    file = root / path
    text = file.read_text(encoding="utf-8")
    assert old in text
    file.write_text(text.replace(old, new, 1), encoding="utf-8")


def refused_validate(data: Path) -> list[str]:
    result = dkb("validate", str(data))
    clean(result)
    assert result.returncode == 2, result.stdout + result.stderr
    return [ln for ln in result.stderr.splitlines() if not ln.startswith("dkb")]


# -- 1. bombs through counts, and 10. counts that are not numbers ---------------------

REFUSED_SCENARIOS = [
    ("piles-bomb.yaml", r":6: setup\.piles\.Village: expected at most 1,000 \(the limit\)"),
    ("piles-overflow.yaml", r":6: setup\.piles\.Village: expected at most 1,000 \(the limit\)"),
    ("count-yes.yaml", r":5: setup\.Alice\.coins: expected a whole number, found true"),
    ("count-text.yaml", r':5: setup\.Alice\.coins: expected a whole number, found "3"'),
    ("count-float.yaml", r":5: setup\.Alice\.coins: expected a whole number, found 3\.0"),
    ("title-escape.yaml", r":2: holds the character U\+001B \(ESCAPE\)"),
    ("claim-csi.yaml", r":3: holds the character U\+009B \(CONTROL SEQUENCE INTRODUCER\)"),
    ("tag-on-mapping.yaml", r":4: YAML tags \(!!python/object/apply:os\.system\) are not"),
    ("tag-on-list.yaml", r":6: YAML tags \(!!python/object/apply:os\.system\) are not"),
    ("tag-custom.yaml", r":5: YAML tags \(!foo\) are not allowed"),
    ("tag-str.yaml", r":5: YAML tags \(!!str\) are not allowed"),
    ("tag-directive.yaml", r":7: YAML tags \(tag:example\.com,2000:player\) are not allowed"),
]


@pytest.mark.parametrize(
    ("name", "pattern"), REFUSED_SCENARIOS, ids=[n for n, _ in REFUSED_SCENARIOS]
)
def test_a_hostile_scenario_is_refused_with_its_line(name: str, pattern: str) -> None:
    result = dkb("run", str(HOSTILE / name))
    both = clean(result)
    assert result.returncode == 2, both
    assert re.search(re.escape(str(HOSTILE / name)) + pattern, both), both
    assert "\x1b" not in both and "\x9b" not in both and "\x07" not in both


def test_counts_in_a_data_example_are_bounded_too(data: Path) -> None:
    edit(
        data, VILLAGE, "        setup:\n", "        setup:\n          piles: {Village: 100000000}\n"
    )
    [error] = refused_validate(data)
    assert re.search(r"village\.yaml:\d+: rulings\[0\]\.examples\[0\]\.setup\.piles\.Village: "
                     r"expected at most 1,000", error), error  # fmt: skip


@pytest.mark.parametrize(("value", "found"), [("100000000", "expected at most 1,000"),
                                               ("yes", "expected text or a whole number")])  # fmt: skip
def test_a_record_pile_size_is_bounded(data: Path, value: str, found: str) -> None:
    edit(data, VILLAGE, "cost: 3\n", f"cost: 3\npile_size: {value}\n")
    [error] = refused_validate(data)
    assert re.search(rf"village\.yaml:5: pile_size: {found}", error), error


def test_a_record_cost_must_be_numbers(data: Path) -> None:
    edit(data, VILLAGE, "cost: 3\n", 'cost: {coins: "3"}\n')
    [error] = refused_validate(data)
    assert re.search(r"village\.yaml:4: cost: coins: expected a whole number", error), error


def test_a_game_holds_a_bounded_number_of_cards() -> None:
    catalog = project_catalog()
    names = sorted(n for n in catalog.card_names
                   if catalog[n].supply and catalog[n].pile == n and implemented(n))[:60]  # fmt: skip
    piles = ", ".join(f"{n}: 1000" for n in names)
    text = f"id: x\ntitle: T\nclaim: C\nsetup:\n  piles: {{{piles}}}\n"
    [result] = run_scenario_text(text, catalog, "many.yaml")
    assert result.status == "error"
    assert re.fullmatch(r"the game would hold [\d,]+ cards \(the limit is 50,000\)",
                        result.messages[0]), result.messages  # fmt: skip


def test_a_scenario_moves_a_bounded_number_of_times(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.runner

    monkeypatch.setattr(engine.runner, "MAX_MOVES", 3)
    text = ("id: x\ntitle: T\nclaim: C\nsetup:\n  Alice: {hand: [Village], deck: [Copper]}\n"
            "steps: [{play: Village}, end_turn, end_turn]\n")  # fmt: skip
    [result] = run_scenario_text(text, project_catalog(), "s.yaml")
    assert result.status == "error"
    assert re.fullmatch(r"step \d: cards have changed place \d+ times \(the limit is 3\)",
                        result.messages[0]), result.messages  # fmt: skip


def test_a_scenario_has_a_bounded_number_of_steps(tmp_path: Path) -> None:
    file = tmp_path / "long.yaml"
    file.write_text("id: x\ntitle: T\nclaim: C\nsetup: {}\nsteps:\n" + "  - end_turn\n" * 1001)
    result = dkb("run", str(file))
    assert result.returncode == 2
    assert re.search(rf"{re.escape(str(file))}:\d+: steps: at most 1,000 items are allowed, "
                     "found 1001", clean(result))  # fmt: skip


# -- 5. Throne Room chains -------------------------------------------------------------


def test_a_chain_within_the_limit_is_played() -> None:
    result = dkb("run", str(HOSTILE / "throne-room-chain-99.yaml"))
    assert result.returncode == 0, clean(result)
    assert result.stdout.strip() == "1 passed, 0 failed, 0 error"


def test_a_chain_over_the_limit_is_refused_plainly() -> None:
    result = dkb("run", str(HOSTILE / "throne-room-chain-330.yaml"))
    both = clean(result)
    assert result.returncode == 2
    nested = MAX_NESTED_PLAYS + 1
    assert (
        f"this chain is too deep: {nested} plays nested (the limit is {MAX_NESTED_PLAYS})" in both
    )


# -- 2. terminal escapes ---------------------------------------------------------------


def test_escapes_in_record_text_are_refused(data: Path) -> None:
    edit(data, VILLAGE, "summary: Draw a card", 'summary: "\\e]0;pwned\\aDraw a card')
    edit(data, VILLAGE, "and get two more Actions.", 'and get two more Actions."')
    [error] = refused_validate(data)
    assert error.startswith(f"{data / VILLAGE}:6: holds the character U+001B (ESCAPE)"), error
    edit(data, VILLAGE, "\\e]0;pwned\\a", "")
    edit(data, VILLAGE, "title: Village leaves two Actions", 'title: "Village\\x9b2J leaves"')
    [error] = refused_validate(data)
    assert error.startswith(f"{data / VILLAGE}:11: holds the character U+009B"), error


def test_run_prints_text_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    result = RunResult(
        "x", "T\x1b]0;pwned\x07", "failed", ["a\x1b[2Jb"], ["n\x9bc"], file="f\x1b.yaml", line=1
    )
    run_command._print_result(result, verbose=True)
    out = capsys.readouterr().out
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f]", out), repr(out)
    assert "f\\x1b.yaml:1: x: T ]0;pwned" in out


def test_search_prints_text_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    record = Record("card", "x", "X\x1b[2J", ["Y\x07"], "Some text\x9b.", "cards/x\x1b/", [], [])
    _print_hits([Hit(record, 100.0)], "x")
    out = capsys.readouterr().out
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f]", out), repr(out)


def test_json_data_files_escape_markup_and_controls() -> None:
    text = json_text({"a": "<script>\x9b\u202e\u2028&</script>", "b": "caf\u00e9 \U000e0001"})
    assert json.loads(text) == {
        "a": "<script>\x9b\u202e\u2028&</script>",
        "b": "caf\u00e9 \U000e0001",
    }
    assert not re.search("[<>&\x7f-\x9f\u202e\u2028\U000e0001]", text) and "caf\u00e9" in text
    kb = load(FIXTURES / "hostile")
    script = search_index_js(kb)
    assert script.startswith(GLOBAL) and "<" not in script[len(GLOBAL) :] and ">" not in script
    exported = dkb("export", "--dir", str(FIXTURES / "hostile"))
    assert exported.returncode == 0 and "\\u003c" in exported.stdout
    assert "<" not in exported.stdout and ">" not in exported.stdout


# -- 3. the data folder is a jail ------------------------------------------------------


def test_a_link_out_of_the_data_folder_is_refused(data: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.yaml"
    secret.write_text("id: secret\nname: The secret line\n", encoding="utf-8")
    (data / "cards" / "leak.yaml").symlink_to(secret)
    (data / "cards" / "same.yaml").symlink_to("village.yaml")  # inside: read as usual
    errors = refused_validate(data)
    leak = next(e for e in errors if "leak.yaml" in e)
    assert leak == (f"{data}/cards/leak.yaml:1: a symbolic link out of the data folder: only "
                    "the data folder's own files are read; copy the file in instead")  # fmt: skip
    assert not any("secret" in e for e in errors), errors
    assert any('"same"' in e for e in errors)  # the inside link was read


def test_a_linked_record_folder_is_refused(data: Path, tmp_path: Path) -> None:
    shutil.move(data / "timing", tmp_path / "timing")
    (data / "timing").symlink_to(tmp_path / "timing")
    [error] = refused_validate(data)
    assert error.startswith(f"{data}/timing:1: a symbolic link out of the data folder")


def test_the_package_build_refuses_a_link_out_of_the_data_folder(tmp_path: Path) -> None:
    records = runpy.run_path(str(PROJECT_ROOT / "setup.py"), run_name="setup_checked")["records"]
    folder = tmp_path / "data" / "cards"
    folder.mkdir(parents=True)
    (folder / "a.yaml").write_text("id: a\n")
    assert [p.name for p in records(tmp_path / "data")] == ["a.yaml"]
    (folder / "b.yaml").symlink_to("/etc/hostname")
    with pytest.raises(SystemExit, match=r"cards/b\.yaml: a symbolic link out of the data folder"):
        records(tmp_path / "data")


# -- 4, 6, 7. output like a Unix tool -------------------------------------------------

COMMANDS = [
    ["show", "moat"],
    ["search", "walled", "village"],
    ["search", "village", "--limit", "20", "--json"],
    ["run", str(HOSTILE / "throne-room-chain-99.yaml")],
    ["export"],
    ["validate"],
    ["schema", "--out", "{tmp}/schemas"],
    ["--help"],
]
IDS = [c[0] if c[0] != "search" else " ".join(c[:3]) for c in COMMANDS]


def _command(words: list[str], tmp: Path) -> list[str]:
    return [w.replace("{tmp}", str(tmp)) for w in words]


@pytest.mark.parametrize("words", COMMANDS, ids=IDS)
@pytest.mark.parametrize("unbuffered", ["", "1"], ids=["buffered", "unbuffered"])
def test_a_broken_pipe_ends_quietly(words: list[str], unbuffered: str, tmp_path: Path) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before dkb writes a byte
    try:
        env = {"PYTHONUNBUFFERED": unbuffered} if unbuffered else {}
        result = dkb(*_command(words, tmp_path), stdout=write, **env)
    finally:
        os.close(write)
    assert (result.returncode, result.stderr) == (141, "")


@pytest.mark.parametrize("words", COMMANDS, ids=IDS)
def test_a_full_disk_is_one_line(words: list[str], tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        result = dkb(*_command(words, tmp_path), stdout=full.fileno())
    clean(result)
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == "dkb: cannot write the output: No space left on device"


@pytest.mark.parametrize("words", COMMANDS, ids=IDS)
def test_a_closed_stdout_is_one_line(words: list[str], tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DKB_DATA", "PYTHONUNBUFFERED")}
    cmd = [sys.executable, "-m", "kb.cli.main", *_command(words, tmp_path)]
    result = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *cmd], capture_output=True,
                            text=True, check=False, env=env, timeout=120)  # fmt: skip
    assert result.returncode == 2, result.stderr
    assert (
        result.stderr.splitlines()[-1] == "dkb: cannot write the output: standard output is closed"
    )
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr


def test_a_closed_stdout_is_not_an_error_when_nothing_is_printed(
    data: Path, tmp_path: Path
) -> None:
    out = tmp_path / "kb.json"
    cmd = [sys.executable, "-m", "kb.cli.main", "export", "--dir", str(data), "--out", str(out)]
    result = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *cmd], capture_output=True,
                            text=True, check=False, timeout=120)  # fmt: skip
    assert (result.returncode, result.stderr) == (0, "")
    assert json.loads(out.read_text())["cards"]


# -- 11. the README's dkb schema --out schemas in a fresh folder ---------------------


def test_schema_makes_its_own_folder(tmp_path: Path) -> None:
    result = dkb("schema", "--out", "schemas", cwd=tmp_path)
    assert result.returncode == 0, clean(result)
    assert result.stdout == f"wrote {len(schemas())} schemas to schemas\n"
    assert sorted(p.name for p in (tmp_path / "schemas").iterdir()) == sorted(schemas())
    deeper = dkb("schema", "--out", "a/b", cwd=tmp_path)
    assert deeper.returncode == 2 and "add --parents" in deeper.stderr
    assert not (tmp_path / "a").exists()


def test_output_of_the_guard_is_restored() -> None:
    from kb.cli.main import main

    before = sys.stdout
    buffer = io.StringIO()
    sys.stdout = buffer
    try:
        assert main(["validate", str(MINIMAL)]) == 0
    finally:
        sys.stdout = before
    assert buffer.getvalue().startswith("ok: 2 cards")
