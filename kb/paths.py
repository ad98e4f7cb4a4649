"""Where things are: the project, the data folder, its record files, the caches; and
the one fingerprint of a set of files.

Light on purpose (no pydantic, no yaml): ``dkb search`` imports it on every call.

>>> [p.name for p in record_files(PROJECT_ROOT / "tests" / "fixtures" / "minimal")][:2]
['copper.yaml', 'village.yaml']
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import stat
import zlib
from array import array
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

__all__ = [
    "MANIFEST",
    "PACKAGED_DATA",
    "PACKAGED_INDEX",
    "PROJECT_ROOT",
    "RECORD_FOLDERS",
    "SOURCES_FILE",
    "cache_dirs",
    "code_key",
    "data_dir",
    "data_engine_key",
    "fingerprint",
    "in_checkout",
    "is_packaged",
    "manifest",
    "record_files",
    "record_paths",
    "records_key",
    "remembering",
    "shown",
]

PROJECT_ROOT = Path(__file__).resolve().parent.parent
"""The folder that holds ``kb/`` and ``engine/``: a checkout, or site-packages."""

PACKAGED_DATA = Path(__file__).resolve().parent / "_data"
"""The records shipped inside an installed wheel (absent in a checkout)."""

RECORD_FOLDERS = ("cards", "rules", "timing")
"""The folders of a data folder that hold one record a file."""

SOURCES_FILE = "sources.yaml"
"""The file of a data folder that lists the documents records cite."""


def in_checkout() -> bool:
    """True when running from the project's own folder (not from an installed wheel)."""
    return (PROJECT_ROOT / "pyproject.toml").is_file() and (PROJECT_ROOT / "data").is_dir()


def data_dir(given: str | Path | None = None) -> Path:
    """The data folder: ``given``, else ``$DKB_DATA``, else the checkout's ``data/``,
    else the records installed with the package."""
    if given:
        return Path(given)
    env = os.environ.get("DKB_DATA")
    if env:
        return Path(env)
    if in_checkout():
        return PROJECT_ROOT / "data"
    return PACKAGED_DATA


def record_files(root: Path) -> list[Path]:
    """The record files of a data folder, in load order: each record folder's
    ``*.yaml`` and ``*.yml`` files, sorted by name. Folders that are missing or
    cannot be listed are left out (the loader reports them)."""
    return [Path(p) for p in record_paths(root)]


def record_paths(root: Path | str) -> list[str]:
    """:func:`record_files` as strings, without building a ``Path`` for each (the
    cache keys of ``dkb search`` are worked out on every call)."""
    out: list[str] = []
    for sub in RECORD_FOLDERS:
        folder = os.path.join(root, sub)
        try:
            with os.scandir(folder) as it:
                names = sorted(e.name for e in it)
        except OSError:
            continue
        out += [os.path.join(folder, n) for n in names if n.endswith(".yaml")]
        out += [os.path.join(folder, n) for n in names if n.endswith(".yml")]
    return out


def shown(path: Path) -> str:
    """A path as errors show it: relative to the current folder when inside it.

    Never resolves symbolic links, so a link loop cannot make it fail.
    """
    absolute = os.path.abspath(path)
    cwd = os.getcwd()
    if absolute == cwd or absolute.startswith(cwd.rstrip(os.sep) + os.sep):
        return os.path.relpath(absolute, cwd)
    return str(path)


def cache_dirs() -> list[Path]:
    """Folders the search cache may live in, best first: ``$DKB_INDEX_DIR``, else
    ``.dkb-index/`` in a checkout; then ``$XDG_CACHE_HOME/dkb`` (``~/.cache/dkb``)."""
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    first = os.environ.get("DKB_INDEX_DIR")
    out = [Path(first)] if first else [PROJECT_ROOT / ".dkb-index"] if in_checkout() else []
    return [*out, Path(xdg) / "dkb"]


def _walk(top: str, names: list[str], numbers: list[int], suffix: str = "") -> None:
    """Add every file under the folder ``top`` whose name ends with ``suffix`` (hidden
    files, ``__pycache__`` and links to folders left out), sorted by name, to ``names``
    and ``numbers``."""
    try:
        with os.scandir(top) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        return
    for e in entries:
        if e.name == "__pycache__" or e.name.startswith("."):
            continue
        try:
            if e.is_dir(follow_symlinks=False):
                _walk(e.path, names, numbers, suffix)
            elif e.name.endswith(suffix) and e.is_file():
                st = e.stat()
                names.append(e.path)
                numbers += (st.st_size, st.st_mtime_ns)
        except OSError:
            continue


def fingerprint(paths: Iterable[Path | str], salt: str = "", suffix: str = "") -> str:
    """A hash of the path, size and modification time of every file in ``paths``
    (folders walked for the files whose name ends with ``suffix``, hidden files and
    links to folders left out): it changes when any of them is edited, added or
    removed."""
    names = [salt]
    numbers: list[int] = []
    for top in paths:
        try:
            st = os.stat(top)
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            _walk(os.fspath(top), names, numbers, suffix)
        else:  # most paths are record files: added as they are
            names.append(os.fspath(top))
            numbers += (st.st_size, st.st_mtime_ns)
    # two checksums and the length, not a cryptographic hash: ``dkb search`` works
    # this out on every call, and importing hashlib costs more than the search
    data = "\0".join(names).encode("utf-8", "surrogateescape") + array("q", numbers).tobytes()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


MANIFEST = Path(__file__).resolve().parent / "_manifest.json"
"""Written into an installed wheel by its build (absent in a checkout): the hashes of
the records and of the code it ships, so that an installed ``dkb`` keys its caches
without walking a file (see :func:`kb.search.packaged.write_manifest`)."""

PACKAGED_INDEX = Path(__file__).resolve().parent / "_index"
"""The search index built into an installed wheel, read before any cache folder."""


@functools.cache
def manifest() -> dict[str, Any] | None:
    """The installed wheel's manifest; None in a checkout or without one."""
    if in_checkout():
        return None
    try:
        with open(MANIFEST, "rb") as fh:
            found = json.loads(fh.read(1 << 16))
    except (OSError, ValueError):
        return None
    if (
        not isinstance(found, dict)
        or not all(isinstance(found.get(k), str) for k in ("data", "code"))
        or type(found.get("cards")) is not int
    ):
        return None
    return found


def is_packaged(root: Path | str) -> bool:
    """True when ``root`` is the data folder an installed wheel ships (with its manifest)."""
    return manifest() is not None and os.path.abspath(root) == str(PACKAGED_DATA)


_REMEMBERED: dict[tuple[str, ...], Any] | None = None


@contextlib.contextmanager
def remembering() -> Iterator[None]:
    """Within it, each data folder's files are walked once: for a command that keys
    several caches (``dkb show``); an edit during it is seen by the next command."""
    global _REMEMBERED
    before, _REMEMBERED = _REMEMBERED, {}
    try:
        yield
    finally:
        _REMEMBERED = before


def records_key(root: Path | str) -> tuple[str, int]:
    """The fingerprint of a data folder's records (its list of documents and every
    record file) and how many card files it has: from the manifest for an installed
    wheel's own records, else from every file's size and time."""
    if is_packaged(root):
        found = manifest()
        assert found is not None
        return f"manifest {found['data']}", found["cards"]
    memo = ("records", os.path.abspath(root))
    if _REMEMBERED is not None and memo in _REMEMBERED:
        return _REMEMBERED[memo]  # type: ignore[no-any-return]
    files = record_paths(root)
    cards = os.path.join(root, "cards")
    out = (
        fingerprint([os.path.join(root, SOURCES_FILE), *files], "records"),
        sum(1 for f in files if os.path.dirname(f) == cards),
    )
    if _REMEMBERED is not None:
        _REMEMBERED[memo] = out
    return out


def code_key(paths: Iterable[Path], suffix: str = "") -> str:
    """The fingerprint of some of the project's code: from the manifest in an installed
    wheel (whose code does not change), else from every file's size and time (in the
    folders, of the files whose name ends with ``suffix``)."""
    found = manifest()
    if found is not None:
        return f"manifest {found['code']}"
    return fingerprint(paths, "code", suffix)


def data_engine_key(root: Path, salt: str = "") -> str:
    """The fingerprint of a data folder's records and of the code that plays them (the
    engine and ``kb``): what an example's verdict depends on. ``dkb show`` keys its
    cache of verdicts by it, so an edit to either never shows a stale verdict. Only the
    modules count: the card scenario files beside them are no examples, and walking
    them too would double what every ``dkb show`` reads."""
    code = code_key([PROJECT_ROOT / "engine", PROJECT_ROOT / "kb"], ".py")
    return f"verdicts {salt} {code} {records_key(root)[0]}"
