"""The caches are untrusted input (issue 25, cause 8): a FIFO, a link to ``/dev/zero``,
a file too large, a bad checksum or a forged one in place of a cache file is a cache
miss. ``dkb search``, ``dkb show`` and ``dkb run`` still answer, in bounded time and
memory, and never with an internal error."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from kb.cache import read_checked, read_regular
from kb.search.pack import open_pack, pack_bytes

DKB = str(Path(sys.executable).with_name("dkb"))
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "minimal"
MEMORY = 1024 * 1024 * 1024
"""Each ``dkb`` here runs with at most this much memory: reading ``/dev/zero`` to the
end fails fast instead of taking the machine down."""
SCENARIO = """\
id: village-gives-actions
title: Village gives two Actions
claim: Playing Village leaves two Actions.
setup:
  Alice: {hand: [Village], deck: [Copper]}
steps:
  - play: Village
expect:
  Alice: {hand: [Copper], actions: 2}
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A copy of the minimal data and a scenario, every cache built once."""
    top = tmp_path_factory.mktemp("tamper")
    shutil.copytree(FIXTURE, top / "data")
    out = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    out["DKB_DATA"] = str(top / "data")
    out["DKB_INDEX_DIR"] = str(top / "cache")
    out["XDG_CACHE_HOME"] = str(top / "xdg")
    (top / "one.yaml").write_text(SCENARIO, encoding="utf-8")
    for args in (["search", "village"], ["show", "village"], ["run", str(top / "one.yaml")]):
        assert dkb(out, *args).returncode == 0
    return out


@pytest.fixture
def env(built: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """The built caches, copied for one test to tamper with (same data folder, so the
    same cache names)."""
    shutil.copytree(built["DKB_INDEX_DIR"], tmp_path / "cache")
    return {**built, "DKB_INDEX_DIR": str(tmp_path / "cache"), "XDG_CACHE_HOME": str(tmp_path)}


def _bounded() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def dkb(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [DKB, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        preexec_fn=_bounded,
        check=False,
    )
    assert "internal error" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    return proc


def cache_file(env: dict[str, str], what: str) -> Path:
    [path] = Path(env["DKB_INDEX_DIR"]).glob(f"{what}-*")
    return path


READERS = {"index": ("search", "show"), "verdicts": ("show",), "catalog": ("run",)}
"""The commands that read each cache."""


def answers(env: dict[str, str], what: str) -> None:
    """Every command that reads the cache ``what`` still gives the right answer."""
    if "search" in READERS[what]:
        proc = dkb(env, "search", "village")
        assert proc.returncode == 0 and "1. Card: Village" in proc.stdout, proc.stdout
    if "show" in READERS[what]:
        proc = dkb(env, "show", "village")
        assert proc.returncode == 0 and "Village, a card." in proc.stdout, proc.stdout
        assert "Playing Village uses one Action" in proc.stdout
        assert "verified by the engine" in proc.stdout
    if "run" in READERS[what]:
        one = str(Path(env["DKB_DATA"]).parent / "one.yaml")
        proc = dkb(env, "run", one)
        assert proc.returncode == 0 and "1 passed" in proc.stdout, proc.stdout + proc.stderr


CACHES = tuple(READERS)


@pytest.mark.parametrize("what", CACHES)
def test_a_fifo_in_place_of_a_cache_file(env: dict[str, str], what: str) -> None:
    path = cache_file(env, what)
    path.unlink()
    os.mkfifo(path)
    answers(env, what)  # on main e6b73e4 this waits for a writer that never comes


@pytest.mark.parametrize("what", CACHES)
def test_a_link_to_dev_zero_in_place_of_a_cache_file(env: dict[str, str], what: str) -> None:
    path = cache_file(env, what)
    path.unlink()
    path.symlink_to("/dev/zero")
    answers(env, what)  # on main e6b73e4 this reads until memory runs out


@pytest.mark.parametrize("what", CACHES)
def test_a_bad_checksum_is_a_miss(env: dict[str, str], what: str) -> None:
    path = cache_file(env, what)
    raw = path.read_bytes()
    head, _, body = raw.partition(b"\n")
    flipped = bytes([body[0] ^ 1]) + body[1:]
    path.write_bytes(head + b"\n" + flipped)
    answers(env, what)


FORGED = [b"[]", b'[["a", "b", ["c"], [1]], {"format": 3, "records": [[1]]}]',
          b'[["Village", [3, 0, 0, false, false], ["Action"], "Village", 0, "kingdom"]]']  # fmt: skip
"""Bodies written with a checksum that matches them, as anyone can."""


@pytest.mark.parametrize("body", FORGED)
@pytest.mark.parametrize("what", [c for c in CACHES if c != "index"])
def test_a_forged_checksum_is_a_miss(env: dict[str, str], what: str, body: bytes) -> None:
    path = cache_file(env, what)
    head, _, _ = path.read_bytes().partition(b"\n")
    meta = json.loads(head) if what != "catalog" or head.startswith(b"{") else {}
    meta["crc"] = zlib.crc32(body)
    if "ends" in meta:  # a pack: every part ends where the forged body does
        meta["ends"] = [len(body)] * len(meta["ends"])
    path.write_bytes(json.dumps(meta).encode() + b"\n" + body)
    answers(env, what)  # on main e6b73e4 search and show gave "internal error"


def test_only_a_regular_file_within_the_bound_is_read(tmp_path: Path) -> None:
    small = tmp_path / "small"
    small.write_bytes(b"x" * 100)
    assert read_regular(small) == b"x" * 100
    assert read_regular(small, limit=99) is None, "over the bound"
    assert read_regular(small, limit=100) == b"x" * 100
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert read_regular(fifo) is None
    link = tmp_path / "link"
    link.symlink_to(small)
    assert read_regular(link) is None, "a link is never followed"
    assert read_regular(tmp_path) is None and read_regular(tmp_path / "missing") is None
    assert read_regular("/dev/zero") is None


def test_a_cache_file_is_read_only_for_its_key_and_checksum(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    body = b'{"a": 1}'
    path.write_bytes(json.dumps({"key": "k", "crc": zlib.crc32(body)}).encode() + b"\n" + body)
    assert read_checked(path, "k") == ({"key": "k", "crc": zlib.crc32(body)}, body)
    assert read_checked(path, "other") is None
    for head in (b"[1]", b"{", b'{"key": "k", "crc": "1"}', b'{"key": "k", "crc": true}'):
        path.write_bytes(head + b"\n" + body)
        assert read_checked(path, "k") is None


def _key(path: Path) -> str:
    """The key the pack at ``path`` was made for (the first line of its table)."""
    _, _, rest = path.read_bytes().partition(b"\n")
    return rest.split(b"\n", 1)[0].decode()


SECTIONS = ["meta", "vocab", "postings#0", "names", "name_pairs", "ids#0", "cards#0",
            "titles#0", "text/0", "cards/village"]  # fmt: skip
"""Sections of the index's pack that ``dkb search village`` or ``dkb show village`` read."""


@pytest.mark.parametrize("section", SECTIONS)
def test_a_damaged_section_of_the_index_is_a_miss(env: dict[str, str], section: str) -> None:
    path = cache_file(env, "index")
    pack = open_pack(str(path), _key(path))
    assert pack is not None and pack.has(section)
    raw = pack.raw(section)
    pack.close()
    data = path.read_bytes()
    at = data.index(raw) if raw else -1  # the table is before every section: found first
    assert at > 0, section
    path.write_bytes(data[:at] + bytes([data[at] ^ 1]) + data[at + 1 :])
    answers(env, "index")


FORGED_PACKS = [
    {},
    {"meta": "format\t4\nunknown\t1.0\nmax_name_words\t1", "kinds": "card", "vocab": "a",
     "postings": "", "idf": "1.0"},
    {"meta": "format\t4\nunknown\t1.0\nmax_name_words\t1", "kinds": "card", "vocab": "villag",
     "postings": "7.6", "idf": "1.0", "names": "village", "name_records": "0",
     "names_abroad": "0", "abroad_only": "0", "stop": "", "synonyms": "", "card_words": "",
     "ids": "village", "titles": "Village", "cards": "\x1fVillage", "text/0": "x"},
    {"meta": "format\t4\nunknown\t1.0\nmax_name_words\t1", "kinds": "card", "vocab": "villag",
     "postings": "0.6", "idf": "1.0", "names": "village", "name_records": "5",
     "names_abroad": "0", "abroad_only": "0", "stop": "", "synonyms": "", "card_words": "",
     "ids": "village", "titles": "Village", "cards": "Village", "text/0": "x\\q"},
]  # fmt: skip
_WHOLE = {"meta": "format\t4\nunknown\t1.0\nmax_name_words\t1", "kinds": "card\ncard",
          "vocab": "villag", "postings#": "1", "postings#0": "0.6 1.6", "idf#": "1",
          "idf#0": "1.0", "names": "village\nvillage green", "name_records": "0 1",
          "names_abroad": "00", "abroad_only": "0", "stop": "", "synonyms": "",
          "card_words": "", "ids#": "2", "ids#0": "village\nvillage-green", "titles#": "2",
          "titles#0": "Village\nVillage Green", "cards#": "2",
          "cards#0": "\x1fVillage\n\x1fVillage Green", "name_pairs": "", "by_card": "",
          "leading": "", "text/0": "x\t\t\t", "text/1": "y\t\t\t"}  # fmt: skip
"""A whole pack of two records, as :meth:`kb.search.ranking.Index.pack_sections` writes
one, to be spoiled one section at a time."""

FORGED_PACKS += [
    {**_WHOLE, "postings#": "2"},  # more lines than its parts hold
    {**_WHOLE, "idf#": "one"},  # not a number
    {**_WHOLE, "idf#": "-1"},  # below none
    {**_WHOLE, "titles#0": "Village"},  # a part short of its lines
    {**_WHOLE, "ids#": "1", "ids#0": "village"},  # fewer lines than records
    {**_WHOLE, "cards#0": "\x1fVillage\n\x1fVillage Green\n\x1fMore"},  # a part too long
    {key: value for key, value in _WHOLE.items() if key != "postings#0"},  # a part missing
]
"""Packs made for the right key, with checksums that match them, as anyone can write:
no table, tables that disagree, positions of no record, malformed rows, tables in parts
that do not add up."""


def test_the_whole_pack_is_whole() -> None:
    """The pack the forged ones spoil answers (so each of them fails by its one fault)."""
    from kb.search.pack import Lines, in_parts
    from kb.search.ranking import Index, rank

    for name in ("postings", "idf", "ids", "titles", "cards"):
        whole = {k: v for k, v in _WHOLE.items() if k.startswith(f"{name}#")}
        assert in_parts(name, _WHOLE[f"{name}#0"]) == whole, name
    with open_pack_of(_WHOLE) as pack:
        index = Index.from_pack(pack)
        assert [h.record.id for h in rank(index, "village")][:1] == ["village"]
        assert list(Lines(pack, "titles")) == ["Village", "Village Green"]


class open_pack_of:
    """A pack of ``sections`` in a scratch file, open for the length of a ``with``."""

    def __init__(self, sections: dict[str, str]) -> None:
        import tempfile

        self._dir = tempfile.TemporaryDirectory()
        self._sections = sections

    def __enter__(self) -> Any:
        path = os.path.join(self._dir.name, "p.pack")
        Path(path).write_bytes(pack_bytes("k", self._sections))
        self._pack = open_pack(path, "k")
        assert self._pack is not None
        return self._pack

    def __exit__(self, *exc: object) -> None:
        self._pack.close()
        self._dir.cleanup()


@pytest.mark.parametrize("sections", FORGED_PACKS)
def test_a_forged_index_is_a_miss(env: dict[str, str], sections: dict[str, str]) -> None:
    path = cache_file(env, "index")
    path.write_bytes(pack_bytes(_key(path), sections))
    answers(env, "index")
