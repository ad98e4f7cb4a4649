"""Hostile and broken input: every bad file gives one line naming file and line, exit
2, no traceback and never "internal error"; names cannot hide characters; counts
cannot be negative; summaries count what failed and name the first cause."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.format.yamlfile import MAX_BYTES, MAX_DEPTH

FIXTURE = Path(__file__).parents[1] / "fixtures" / "minimal"
VILLAGE = "cards/village.yaml"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(FIXTURE, target)
    return target


def dkb(*args: str, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if k not in ("DKB_DATA", "DKB_DEBUG")} | env
    return subprocess.run(
        [sys.executable, "-m", "kb.cli.main", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=cwd,
        env=full,
        timeout=120,
    )


def refused(result: subprocess.CompletedProcess[str]) -> list[str]:
    """The error lines of a run that must fail cleanly."""
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    return [ln for ln in result.stderr.splitlines() if not ln.startswith("dkb")]


def edit(path: str, old: str, new: str) -> Callable[[Path], None]:
    def apply(root: Path) -> None:
        file = root / path
        text = file.read_text(encoding="utf-8")
        assert old in text
        file.write_text(text.replace(old, new, 1), encoding="utf-8")

    return apply


def put(path: str, content: bytes) -> Callable[[Path], None]:
    def apply(root: Path) -> None:
        (root / path).write_bytes(content)

    return apply


def symlink_loop(root: Path) -> None:
    (root / "cards" / "loop.yaml").symlink_to("loop.yaml")


def fifo(root: Path) -> None:
    os.mkfifo(root / "cards" / "pipe.yaml")


def folder(root: Path) -> None:
    (root / "cards" / "folder.yaml").mkdir()


def dangling(root: Path) -> None:
    (root / "cards" / "gone.yaml").symlink_to("nowhere.yaml")


def device(root: Path) -> None:
    (root / "cards" / "zero.yaml").symlink_to("/dev/zero")


BOMB = b"a: &a [x, x, x, x, x, x, x, x, x]\n" + b"".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n".encode()
    for i in range(9)
)

CASES: list[tuple[str, Callable[[Path], None], str]] = [
    ("alias bomb", put("cards/bomb.yaml", BOMB), r"cards/bomb\.yaml:1: anchors and aliases"),
    ("alias", edit(VILLAGE, "cost: 3", "cost: &c 3\nsummary2: *c"), r"village\.yaml:4: anchors"),
    (
        "file over the size limit",
        put("cards/big.yaml", b"# x\n" * (MAX_BYTES // 4 + 1)),
        r"cards/big\.yaml:1: the file is too large",
    ),
    (
        "deep nesting",
        put("cards/deep.yaml", b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n"),
        rf"cards/deep\.yaml:1: lists and mappings are nested more than {MAX_DEPTH} deep",
    ),
    (
        "NUL byte",
        put("cards/nul.yaml", b"id: nul\nname: N\x00ul\n"),
        r"cards/nul\.yaml:2: holds the character U\+0000",
    ),
    ("symlink loop", symlink_loop, r"cards/loop\.yaml:1: cannot read the file: a loop"),
    ("FIFO", fifo, r"cards/pipe\.yaml:1: cannot read the file: it is not a regular file"),
    ("folder", folder, r"cards/folder\.yaml:1: cannot read the file: it is a folder"),
    ("dangling link", dangling, r"cards/gone\.yaml:1: cannot read the file: No such file"),
    ("device", device, r"cards/zero\.yaml:1: cannot read the file: it is not a regular file"),
    (
        "impossible date",
        put("cards/date.yaml", b"id: date\nname: 2001-02-30\n"),
        r"cards/date\.yaml:2: cannot read the value",
    ),
    (
        "huge number",
        put("cards/num.yaml", b"id: num\ncost: " + b"9" * 5000 + b"\n"),
        r"cards/num\.yaml:2: cannot read the value",
    ),
    (
        "zero-width space in a name",
        edit(VILLAGE, "name: Village", "name: Vi\u200bllage"),
        r"village\.yaml:2: name: a name cannot hold the character U\+200B",
    ),
    (
        "right-to-left override in an alias",
        edit(VILLAGE, "name: Village", "name: Village\naliases: [Vill\u202eage]"),
        r"village\.yaml:3: aliases\[0\]: a name cannot hold the character U\+202E",
    ),
    (
        "invisible character in a reference is shown escaped",
        edit(VILLAGE, "hand: [Village]", "hand: [Vil\u200blage]"),
        r"hand\[0\]: a name cannot hold the character U\+200B",
    ),
    (
        "negative pile count",
        edit(VILLAGE, "        setup:\n", "        setup:\n          piles: {Copper: -1}\n"),
        r"setup\.piles\.Copper: expected 0 or more, found -1",
    ),
    (
        "negative expected count",
        edit(VILLAGE, "actions: 2", "actions: -2"),
        r"expect\.Alice\.actions: expected 0 or more, found -2",
    ),
    (
        "markup in a document address",
        edit("sources.yaml", "publisher:", "url: 'javascript:alert(1)'\n  publisher:"),
        r'sources\.yaml:\d+: \[0\]\.url: "javascript:alert\(1\)" is not a web address',
    ),
]


@pytest.mark.parametrize(("name", "change", "pattern"), CASES, ids=[c[0] for c in CASES])
def test_hostile_file_gives_one_line(
    data: Path, name: str, change: Callable[[Path], None], pattern: str
) -> None:
    change(data)
    errors = refused(dkb("validate", str(data)))
    assert len(errors) == 1, errors
    assert re.search(pattern, errors[0]), errors[0]
    assert all(ch.isprintable() for ch in errors[0]), repr(errors[0])


def test_errors_show_hidden_characters_escaped(data: Path) -> None:
    (data / "scenario.yaml").write_text(
        "id: x\ntitle: T\nclaim: C\nsetup:\n  Ali\u200bce: {hand: [Coppr]}\n", encoding="utf-8"
    )
    errors = refused(dkb("run", str(data / "scenario.yaml"), "--dir", str(data)))
    assert 'unknown key "Ali\\u200bce"' in errors[0]
    (data / "scenario.yaml").write_text(
        "id: x\ntitle: T\nclaim: C\nsetup:\n  Alice: {hand: [Coppr]}\n", encoding="utf-8"
    )
    errors = refused(dkb("run", str(data / "scenario.yaml"), "--dir", str(data)))
    assert errors[0].endswith('unknown card "Coppr" (did you mean "Copper"?)')


def test_a_broken_card_file_is_the_only_error(data: Path) -> None:
    (data / "cards" / "copper.yaml").write_bytes(b"\xff\xfe not text")
    errors = refused(dkb("validate", str(data)))
    assert len(errors) == 1 and errors[0].startswith(str(data / "cards" / "copper.yaml"))
    assert "not UTF-8" in errors[0]


def test_causes_come_before_references(data: Path) -> None:
    edit(VILLAGE, "rules: [gain-default]", "rules: [gain-defualt]")(data)
    (data / "timing" / "zz.yaml").write_bytes(b"id: [")
    result = dkb("validate", str(data))
    errors = refused(result)
    assert "zz.yaml" in errors[0] and "gain-defualt" in errors[1]
    assert result.stderr.splitlines()[-1].endswith(errors[0])


def test_run_counts_and_names_files_that_do_not_load(data: Path, tmp_path: Path) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(
        "id: v\ntitle: T\nclaim: C\nsetup:\n  Alice: {hand: [Village], deck: [Copper]}\n"
        "steps: [{play: Village}]\nexpect:\n  Alice: {actions: 2}\n",
        encoding="utf-8",
    )
    broken = tmp_path / "broken.yaml"
    broken.write_bytes(b"id: [\n")
    result = dkb("run", str(good), str(broken), "--dir", str(data))
    errors = refused(result)
    assert errors[0].startswith(f"{broken}:")
    summary = result.stdout.strip().splitlines()[-1]
    assert summary == f"1 passed, 0 failed, 0 error; 1 file not loaded: {broken}"
    missing = tmp_path / "missing.yaml"
    result = dkb("run", str(missing), "--dir", str(data), "--json")
    refused(result)
    assert '"status": "not loaded"' in result.stdout


THREE_SCENARIOS = """\
- id: good
  title: Village gives two Actions
  claim: C
  setup:
    Alice: {hand: [Village], deck: [Copper]}
  steps: [{play: Village}]
  expect:
    Alice: {actions: 2}
- id: unknown-card
  title: Names a card that does not exist
  claim: C
  setup:
    Alice: {hand: [Vilage]}
- id: unknown-key
  title: Uses a key the format lacks
  claim: C
  setup:
    Alice: {hand: [Village]}
  expect:
    Alice: {hand_size: 1}
"""


def test_a_file_plays_the_scenarios_that_load(data: Path, tmp_path: Path) -> None:
    three = tmp_path / "three.yaml"
    three.write_text(THREE_SCENARIOS, encoding="utf-8")
    result = dkb("run", str(three), "--dir", str(data))
    errors = refused(result)
    assert errors == [
        f'{three}:13: [1].setup.Alice.hand[0]: unknown card "Vilage" (did you mean "Village"?)',
        f'{three}:20: [2].expect.Alice.hand_size: unknown key "hand_size" (did you mean "hand"?)',
    ]
    assert result.stdout.strip().splitlines()[-1] == "1 passed, 0 failed, 2 error"
    as_json = dkb("run", str(three), "--dir", str(data), "--json")
    assert refused(as_json) == errors
    rows = json.loads(as_json.stdout)
    assert [(r["id"], r["status"], r["line"]) for r in rows] == [
        ("good", "passed", 1),
        ("unknown-card", "error", 9),
        ("unknown-key", "error", 14),
    ]
    assert rows[1]["file"] == str(three) and rows[1]["messages"] == errors[:1]
    assert rows[1]["title"] == "Names a card that does not exist"


def test_a_scenario_that_is_not_a_mapping_is_one_error(data: Path, tmp_path: Path) -> None:
    mixed = tmp_path / "mixed.yaml"
    mixed.write_text(THREE_SCENARIOS.split("- id: unknown-card")[0] + "- just words\n", "utf-8")
    result = dkb("run", str(mixed), "--dir", str(data), "--json")
    refused(result)
    rows = json.loads(result.stdout)
    assert [(r["id"], r["status"]) for r in rows] == [("good", "passed"), (None, "error")]
    assert rows[1]["messages"] == [f"{mixed}:9: [1]: expected a scenario (a mapping)"]


def test_a_file_that_is_not_scenarios_is_refused_whole(data: Path, tmp_path: Path) -> None:
    words = tmp_path / "words.yaml"
    words.write_text("just words\n", encoding="utf-8")
    result = dkb("run", str(words), "--dir", str(data))
    assert refused(result) == [f"{words}:1: expected a scenario (a mapping) or a list of them"]
    assert result.stdout.strip() == f"0 passed, 0 failed, 0 error; 1 file not loaded: {words}"


def test_dkb_data_is_honoured_by_every_command(data: Path, tmp_path: Path) -> None:
    edit("cards/copper.yaml", "worth one coin", "worth one penny")(data)
    env = {"DKB_DATA": str(data), "DKB_INDEX_DIR": str(tmp_path / "cache")}
    assert dkb("validate", **env).stdout.startswith("ok: 2 cards")
    assert "worth one penny" in dkb("search", "penny", "--json", **env).stdout
    assert "worth one penny" in dkb("show", "copper", **env).stdout
    assert "worth one penny" in dkb("export", **env).stdout
    scenario = tmp_path / "s.yaml"
    scenario.write_text("id: v\ntitle: T\nclaim: C\nsetup:\n  Alice: {hand: [Smithy]}\n", "utf-8")
    assert 'unknown card "Smithy"' in dkb("run", str(scenario), **env).stderr
    assert "1 passed" in dkb("run", str(scenario)).stdout  # the project's data knows Smithy


# -- writing ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "folder", "symlink", "device"])
def test_out_refuses_what_is_not_a_regular_file(data: Path, tmp_path: Path, kind: str) -> None:
    target = tmp_path / "out.json"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "folder":
        target.mkdir()
    elif kind == "symlink":
        (tmp_path / "real.json").write_text("keep")
        target.symlink_to("real.json")
    else:
        target = Path("/dev/null")
    before = os.lstat(target)
    result = dkb("export", "--dir", str(data), "--out", str(target))
    assert refused(result) == []
    message = result.stderr
    assert f"{target}: is a" in message and "replaces only regular files" in message
    after = os.lstat(target)
    assert (before.st_mode, before.st_ino) == (after.st_mode, after.st_ino)
    if kind == "symlink":
        assert (tmp_path / "real.json").read_text() == "keep"


def test_out_writes_atomically_with_the_umask(data: Path, tmp_path: Path) -> None:
    out = tmp_path / "kb.json"
    out.write_text("old")
    old_inode = out.stat().st_ino
    result = subprocess.run(
        [
            "sh",
            "-c",
            f'umask 027 && "{sys.executable}" -m kb.cli.main export --dir "{data}" --out "{out}"',
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_mode & 0o777 == 0o640
    assert out.stat().st_ino != old_inode and out.read_text().startswith("{")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "kb.json"]


def test_a_missing_folder_is_made_only_when_asked(data: Path, tmp_path: Path) -> None:
    out = tmp_path / "new" / "deeper" / "kb.json"
    errors = refused(dkb("export", "--dir", str(data), "--out", str(out)))
    assert errors == [] and not (tmp_path / "new").exists()
    result = dkb("export", "--dir", str(data), "--out", str(out), "--parents")
    assert result.returncode == 0 and out.is_file()


# -- caches -------------------------------------------------------------------------


def test_the_cache_falls_back_to_xdg_cache_home(data: Path, tmp_path: Path) -> None:
    blocked = data / "sources.yaml" / "cache"  # under a file: cannot be made
    env = {"DKB_INDEX_DIR": str(blocked), "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    first = dkb("search", "village", "--dir", str(data), **env)
    assert first.returncode == 0 and first.stderr == ""
    cached = sorted(p.name.split("-")[0] for p in (tmp_path / "xdg" / "dkb").iterdir())
    assert cached == ["index", "parsed"]
    nowhere = {"DKB_INDEX_DIR": str(blocked), "XDG_CACHE_HOME": str(blocked)}
    second = dkb("search", "village", "--dir", str(data), **nowhere)
    assert second.returncode == 0
    assert second.stderr.startswith("dkb: note: no cache folder can be written")
