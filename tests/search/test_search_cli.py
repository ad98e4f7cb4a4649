"""``dkb search`` as players run it: the installed script, odd input, colour, JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

DKB = str(Path(sys.executable).with_name("dkb"))
KEYS = {"kind", "id", "title", "cards", "text", "score", "url"}


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment for ``dkb``: its own index cache, no colour settings."""
    out = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    out["DKB_INDEX_DIR"] = str(tmp_path_factory.mktemp("index"))
    return out


def dkb(env: dict[str, str], *args: str | bytes) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [DKB, *args], capture_output=True, text=True, env=env, errors="replace", check=False
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def test_plain_results(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "walld", "vilage", "--limit", "2")
    assert proc.returncode == 0
    first = proc.stdout.split("\n\n")[1].splitlines()
    assert first[0] == "1. Card: Walled Village"
    assert first[-1] == "   Page: cards/walled-village.html"
    assert "\x1b" not in proc.stdout, "no colour when not a terminal"


def test_json_shape(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "black market", "--json", "--limit", "7")
    assert proc.returncode == 0
    results = json.loads(proc.stdout)
    assert isinstance(results, list) and 1 <= len(results) <= 7
    for r in results:
        assert set(r) == KEYS
        assert isinstance(r["cards"], list) and all(isinstance(c, str) for c in r["cards"])
        assert isinstance(r["score"], int | float) and 0 < r["score"] <= 100
        assert r["url"].startswith(("cards/", "rules/", "timing.html"))
    assert results[0]["id"] == "black-market" and results[0]["url"] == "cards/black-market.html"
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_kind_filter(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "gain from the trash", "--kind", "gain_source", "--json")
    assert {r["kind"] for r in json.loads(proc.stdout)} == {"gain_source"}


@pytest.mark.parametrize("query", ["", "   ", "\x01\x02\x1b", "?!*", "🃏"])
def test_empty_query(env: dict[str, str], query: str) -> None:
    proc = dkb(env, "search", query)
    assert proc.returncode == 2 and "nothing to look for" in proc.stderr


def test_very_long_query(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "village " * 12_500)  # 100 kB
    assert proc.returncode == 0 and "long query" in proc.stderr
    assert "Card: Village" in proc.stdout


@pytest.mark.parametrize(
    "query",
    ["wall\x1b[31med\x07 village", "Prïnce", "ｓｍｉｔｈｙ", "قرية village", "村 village",
     "vill\udcffage", "\u202evillage\u202c", "village\x00"],
)  # fmt: skip
def test_odd_characters(env: dict[str, str], query: str) -> None:
    arg = query.encode("utf-8", "surrogateescape").replace(b"\x00", b" ")
    proc = dkb(env, "search", arg)
    assert proc.returncode in (0, 1)
    assert "\x1b" not in proc.stdout and "\x07" not in proc.stdout


def test_no_results(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "qqqzzzxxx")
    assert proc.returncode == 1 and proc.stdout.startswith("Not recorded:")
    assert 'No record mentions "qqqzzzxxx"' in proc.stdout


def test_a_miss_lists_the_nearest_matches(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "can", "prince", "set", "aside", "a", "mulligan")
    assert proc.returncode == 1, proc.stdout
    first, rest = proc.stdout.split("\n", 1)
    assert first.startswith("Not recorded:") and '"mulligan"' in first
    assert "nearest match" in rest and "Prince" in rest
    proc = dkb(env, "search", "--json", "prince", "mulligan")
    assert proc.returncode == 1 and proc.stderr.startswith("Not recorded:")
    assert json.loads(proc.stdout), "the nearest matches, as JSON"
    proc = dkb(env, "search", "prince")
    assert proc.returncode == 0 and "Not recorded" not in proc.stdout


def test_bad_limit(env: dict[str, str]) -> None:
    proc = dkb(env, "search", "village", "--limit", "0")
    assert proc.returncode == 2 and "--limit" in proc.stderr


def _on_terminal(env: dict[str, str], *args: str) -> str:
    """What ``dkb`` prints when its output is a terminal."""
    import pty

    master, slave = pty.openpty()
    try:
        proc = subprocess.run([DKB, *args], stdout=slave, stderr=slave, env=env, check=False)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    assert proc.returncode == 0
    return b"".join(chunks).decode("utf-8", "replace")


def test_colour_only_on_a_terminal_without_no_color(env: dict[str, str]) -> None:
    assert "\x1b[" in _on_terminal({**env, "TERM": "xterm"}, "search", "village")
    assert "\x1b[" not in _on_terminal({**env, "NO_COLOR": "1"}, "search", "village")
    assert "\x1b[" not in _on_terminal({**env, "NO_COLOR": "1"}, "show", "village")
    assert "\x1b[" not in _on_terminal({**env, "TERM": "dumb"}, "search", "village")


@pytest.mark.parametrize(
    "argv",
    [
        ["search", "does", "black", "market", "use", "a", "buy"],
        ["search", "walld"],
        ["show", "walled", "village"],
        ["show", "Throne Room"],
        ["run", "one.yaml"],
        ["run", "a.yaml", "b c.yaml"],
    ],
)
def test_plain_words_skip_the_parser_but_parse_the_same(argv: list[str]) -> None:
    from kb.cli.main import _parser, _plain_words

    fast = _plain_words(argv)
    assert fast is not None
    assert vars(fast) == vars(_parser().parse_args(argv))


@pytest.mark.parametrize(
    "argv",
    [
        ["search"],
        ["show"],
        ["search", "x", "--json"],
        ["search", "-h"],
        ["run"],
        ["run", "x", "-v"],
        ["run", "--json", "x"],
        ["validate"],
        [],
    ],
)
def test_anything_else_goes_to_the_parser(argv: list[str]) -> None:
    from kb.cli.main import _plain_words

    assert _plain_words(argv) is None
