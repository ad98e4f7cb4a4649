"""Loading the data parses only the record files that changed since the last load;
a kept parse is never used for a file that changed, was replaced by a link, or for a
tampered cache, and every error is reported as without the cache."""

from __future__ import annotations

import json
import os
import shutil
import zlib
from pathlib import Path

import pytest

from kb import parse_cache
from kb.loader import LoadError, load

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "minimal"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURE, root)
    monkeypatch.setenv("DKB_INDEX_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("DKB_NO_PARSE_CACHE", raising=False)
    return root


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the YAML reader parses."""
    seen: list[str] = []
    real = parse_cache.read_yaml_file

    def counting(path: str, shown_as: str | None = None) -> object:
        seen.append(Path(path).name)
        return real(path, shown_as)

    monkeypatch.setattr(parse_cache, "read_yaml_file", counting)
    return seen


def summary(root: Path) -> object:
    kb = load(root)
    return {k: c.model_dump() for k, c in kb.cards.items()}, sorted(kb.rulings), dict(kb.where)


def test_an_unchanged_file_is_not_parsed_again(data: Path, parses: list[str]) -> None:
    first = summary(data)
    assert sorted(parses) == ["copper.yaml", "gain.yaml", "village-timing.yaml", "village.yaml"]
    assert list((data.parent / "cache").glob("parsed-*.json"))
    parses.clear()
    assert summary(data) == first and parses == [], "every parse came from the cache"


def test_any_change_is_parsed_again(data: Path, parses: list[str]) -> None:
    summary(data)
    card = data / "cards" / "village.yaml"
    st = card.stat()
    text = card.read_text(encoding="utf-8")
    card.write_text(text.replace("Draw a card", "Draw a cord"), encoding="utf-8")  # same size
    os.utime(card, ns=(st.st_atime_ns, st.st_mtime_ns))  # and the same time
    parses.clear()
    assert load(data).cards["village"].summary.startswith("Draw a cord")
    assert parses == ["village.yaml"]


def test_a_link_is_always_read_by_the_reader(data: Path, parses: list[str]) -> None:
    summary(data)
    card = data / "cards" / "copper.yaml"
    moved = data / "kept-aside" / "copper.yaml"  # inside the data folder: a link it allows
    moved.parent.mkdir()
    card.rename(moved)
    card.symlink_to(moved)
    parses.clear()
    load(data)
    assert "copper.yaml" in parses, "never a kept parse for a link"


def test_errors_are_the_same_from_the_cache(data: Path) -> None:
    card = data / "cards" / "village.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("cost: 3", "cost: -3"), "utf-8")
    errors = []
    for _ in range(2):
        with pytest.raises(LoadError) as exc:
            load(data)
        errors.append([str(e) for e in exc.value.errors])
    assert errors[0] == errors[1] and "village.yaml:4: cost" in errors[0][0]


@pytest.mark.parametrize(
    "body", [b"[]", b'{"x": 1}', b'{"%s": [1, 2, 3]}', b'{"%s": [0, {}, [[1]]]}']
)
def test_a_tampered_cache_is_a_miss(data: Path, parses: list[str], body: bytes) -> None:
    first = summary(data)
    [path] = (data.parent / "cache").glob("parsed-*.json")
    head = json.loads(path.read_bytes().partition(b"\n")[0])
    name = str(data / "cards" / "village.yaml").encode()
    body = body.replace(b"%s", name)
    head["crc"] = zlib.crc32(body)
    path.write_bytes(json.dumps(head).encode() + b"\n" + body)
    assert summary(data) == first


def test_it_can_be_turned_off(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DKB_NO_PARSE_CACHE", "1")
    load(data)
    assert not list((data.parent / "cache").glob("parsed-*.json"))
