"""``dkb run FILE`` plays a file again from its checked copy: the same results as
reading it, without pydantic or yaml; an edit, a change of cards or a damaged copy is
never hidden by an old copy, and a file with problems is never kept."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from engine.cards import scenario_files
from engine.catalog import Catalog
from engine.runner import RunResult, run_scenario_file
from kb.cache import head_for
from kb.catalog_cache import cached_catalog
from kb.checked_scenarios import run_file
from kb.paths import PROJECT_ROOT

SCENARIO = """\
- id: village-plays
  title: Village gives two Actions
  claim: Village draws a card and gives two Actions.
  setup:
    kingdom: [Village]
    Alice: {hand: [Village], deck: [Copper]}
  steps:
    - play: Village
  expect:
    Alice: {hand: [Copper], actions: 2}
    events: [{type: play, player: Alice, card: Village}]
- id: village-buys
  title: Buying a Village
  claim: A Village costs three coins.
  setup:
    kingdom: [Village]
    Alice: {coins: 3}
  steps:
    - {phase: buy}
    - buy: Village
  expect:
    Alice: {discard: [Village], coins: 0}
"""


def _all(results: list[RunResult]) -> list[object]:
    return [(r.as_dict(), r.before, r.after, r.events, r.loaded) for r in results]


@pytest.fixture(scope="module")
def facts() -> Catalog:
    return cached_catalog()  # (from the project's own cache, before the tests move it)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("DKB_INDEX_DIR", str(folder))
    return folder


def _copies(cache: Path) -> list[Path]:
    return sorted(cache.glob("scenarios-*.json"))


def test_a_copy_plays_as_the_file(tmp_path: Path, cache: Path, facts: Catalog) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    fresh = _all(run_scenario_file(str(path), facts))
    assert [r[0]["status"] for r in fresh] == ["passed", "passed"]  # type: ignore[index]
    assert _all(run_file(str(path), facts)) == fresh
    assert _copies(cache), "no copy was kept"
    assert _all(run_file(str(path), facts)) == fresh


@pytest.mark.parametrize("path", [str(p) for p in scenario_files()[::80]])
def test_card_scenario_files_play_the_same_from_their_copy(
    path: str, cache: Path, facts: Catalog
) -> None:
    fresh = _all(run_scenario_file(path, facts))
    assert _all(run_file(path, facts)) == fresh
    assert _copies(cache), "no copy was kept"
    assert _all(run_file(path, facts)) == fresh


def test_an_edit_is_checked_again(tmp_path: Path, cache: Path, facts: Catalog) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    run_file(str(path), facts)
    path.write_text(SCENARIO.replace("hand: [Village], deck", "hand: [Vilage], deck"), "utf-8")
    [broken, other] = run_file(str(path), facts)
    assert not broken.loaded and 'unknown card "Vilage"' in broken.messages[0]
    assert other.status == "passed"
    assert _all(run_file(str(path), facts)) == _all(run_scenario_file(str(path), facts))


def test_a_file_with_problems_is_not_kept(tmp_path: Path, cache: Path, facts: Catalog) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO.replace("coins: 3}", "coins: 3, shoes: 1}"), "utf-8")
    [_, broken] = run_file(str(path), facts)
    assert not broken.loaded
    assert not _copies(cache)


def test_a_damaged_copy_is_a_miss(tmp_path: Path, cache: Path, facts: Catalog) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    fresh = _all(run_file(str(path), facts))
    [copy] = _copies(cache)
    key = json.loads(copy.read_bytes().partition(b"\n")[0])["key"]
    for body in (b'{"fields": {}, "scenarios": [["x", 1]]}', b"[1, 2]", b"[" * 100_000):
        copy.write_bytes(head_for(key, body) + b"\n" + body)  # its checksum matches
        assert _all(run_file(str(path), facts)) == fresh
    copy.write_bytes(b"not a copy")
    assert _all(run_file(str(path), facts)) == fresh


def test_a_copy_is_played_without_pydantic_or_yaml(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    code = (
        "import sys\nfrom kb.cli.main import main\nstatus = main(['run', sys.argv[1]])\n"
        "print(status, 'pydantic' in sys.modules, 'yaml' in sys.modules)"
    )
    env = {**os.environ, "DKB_INDEX_DIR": str(tmp_path / "cache")}
    env.pop("DKB_DATA", None)

    def run() -> str:
        cmd = [sys.executable, "-c", code, str(path)]
        proc = subprocess.run(cmd, cwd=PROJECT_ROOT, env=env, capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout.splitlines()[-1]

    assert run() == "0 True True"  # read and checked, then kept
    assert run() == "0 False False"
    name = f"scenarios-{zlib.crc32(str(path).encode()):08x}.json"
    assert (tmp_path / "cache" / name).is_file()
