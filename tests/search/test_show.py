"""``dkb show``: a card or rule's whole entry, found from a half-remembered name."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kb.cli import search as search_command
from kb.cli.search import show

FIXTURE = Path(__file__).parents[1] / "fixtures" / "search"
DKB = str(Path(sys.executable).with_name("dkb"))
VERDICTS = ("verified by the engine", "failed on the engine", "could not be run", "not run")


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DKB_INDEX_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("NO_COLOR", raising=False)


def run_show(name: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = show(name, data_dir=FIXTURE)
    out, err = capsys.readouterr()
    return status, out, err


def test_card_entry(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_show("walled village", capsys)
    assert status == 0
    assert out.startswith("Walled Village, a card.\nSet: Promo.\nCost: 4 coins.\nTypes: Action.")
    for heading in ("Summary", "Rulings (1)", "Accessibility"):
        assert f"\n{heading}\n" in out
    assert "Walled Village goes back on your deck only with two or fewer Action" in out
    assert 'Example "Walled Village gives two Actions": ' in out
    assert any(v in out for v in VERDICTS)
    assert out.rstrip().endswith("Page: cards/walled-village.html")


def test_symbols_are_words(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_show("prince", capsys)
    assert "costing up to 4 coins" in out and "$" not in out
    _, out, _ = run_show("estate", capsys)
    assert "Worth 1 victory point." in out and "VP" not in out


def test_gain_sources_notes_and_timing(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_show("dismantel", capsys)
    assert 'The closest name to "dismantel" is Dismantle.' in out
    assert "Gain sources (1)" in out and "Dismantle gains a cheaper card and a Gold" in out
    assert "Not yet proven by the engine: no example of it has been played." in out
    _, out, _ = run_show("stash", capsys)
    assert "tell the table aloud where you place each" in out
    _, out, _ = run_show("summon", capsys)
    assert "Cards set aside by Prince and Summon are played in the order you choose" in out


def test_rulings_filed_elsewhere(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_show("church", capsys)
    assert "Prince can set aside a Duration card" in out
    assert "Filed under Prince; page cards/prince.html#prince-duration-card." in out


def test_rule_entry(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_show("gaining", capsys)
    assert status == 0 and out.startswith("Gain, a rule.\nAlso called: Gaining.")
    assert "Clauses (3)" in out and "Related rules\n  Duration." in out


def test_engine_failure_does_not_hide_the_entry(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(root: object, ids: list[str]) -> dict[str, str]:
        return {i: "error" for i in ids}

    monkeypatch.setattr(search_command, "_statuses", broken)
    _, out, _ = run_show("walled village", capsys)
    assert "could not be run on the engine" in out


def test_ambiguous_and_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_show("sauna avanto", capsys)
    assert status == 1 and out == ""
    assert "Did you mean:" in err and "  Sauna (card)" in err and "  Avanto (card)" in err
    status, _, err = run_show("xyzzy qqq", capsys)
    assert status == 1 and 'No card or rule is called "xyzzy qqq"' in err


@pytest.mark.parametrize("name", ["", "\x07\x1b", "x" * 100_000, "Prïnce", "\udcff"])
def test_odd_names_never_fail(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run_show(name, capsys)
    assert status in (0, 1, 2) and "Traceback" not in err


def test_installed_script(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env["DKB_INDEX_DIR"] = str(tmp_path / "cli-cache")

    def dkb(*args: str) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run([DKB, "show", *args], capture_output=True, text=True, env=env)
        assert "Traceback" not in proc.stderr, proc.stderr
        return proc

    proc = dkb("walld", "vilage")
    assert proc.returncode == 0 and "Walled Village, a card." in proc.stdout
    assert "\x1b" not in proc.stdout
    proc = dkb("sauna avanto")
    assert proc.returncode == 1 and "did you mean" in proc.stderr.lower()
    assert "Sauna" in proc.stderr and "Avanto" in proc.stderr
    proc = dkb("zzqqxx")
    assert proc.returncode == 1 and "zzqqxx" in proc.stderr
    assert dkb("").returncode == 2


def test_verdicts_are_cached_by_data_and_engine(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import shutil

    from kb import play

    data = tmp_path / "data"
    shutil.copytree(FIXTURE, data)
    calls: list[int] = []
    real = play.run_examples

    def counting(*args: object, **kw: object) -> object:
        calls.append(1)
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(play, "run_examples", counting)
    assert show("walled village", data_dir=data) == 0
    first = capsys.readouterr().out
    assert calls == [1] and "verified by the engine" in first
    assert show("walled village", data_dir=data) == 0
    assert capsys.readouterr().out == first and calls == [1], "the verdicts come from the cache"
    # an edit to the data is a new key: the examples are played again, never a stale verdict
    card = data / "cards" / "walled-village.yaml"
    card.write_text(card.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert show("walled village", data_dir=data) == 0
    capsys.readouterr()
    assert calls == [1, 1]


def test_rule_clauses_naming_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    # what a rule says of a card's pile or group is shown with the card
    _, out, _ = run_show("church", capsys)
    assert "\nRules that concern it\n" in out
    assert "rules/duration.html#" in out.split("Rules that concern it")[1]
    _, out, _ = run_show("walled village", capsys)
    assert "Rules that concern it" not in out
