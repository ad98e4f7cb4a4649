"""Where things are: the project, the data folder, its record files, the caches; and
the one fingerprint of a set of files.

Light on purpose (no pydantic, no yaml): ``dkb search`` imports it on every call.

>>> [p.name for p in record_files(PROJECT_ROOT / "tests" / "fixtures" / "minimal")][:2]
['copper.yaml', 'village.yaml']
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Iterable
from pathlib import Path

__all__ = [
    "PACKAGED_DATA",
    "PROJECT_ROOT",
    "RECORD_FOLDERS",
    "SOURCES_FILE",
    "cache_dirs",
    "data_dir",
    "data_engine_key",
    "fingerprint",
    "in_checkout",
    "record_files",
    "record_paths",
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


def _files(top: Path | str) -> Iterable[tuple[str, os.stat_result]]:
    """Every file under ``top`` (or ``top`` itself), without following links to folders."""
    try:
        st = os.stat(top)
    except OSError:
        return
    if not stat.S_ISDIR(st.st_mode):
        yield str(top), st
        return
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
                yield from _files(Path(e.path))
            elif e.is_file():
                yield e.path, e.stat()
        except OSError:
            continue


def fingerprint(paths: Iterable[Path | str], salt: str = "") -> str:
    """A hash of the path, size and modification time of every file in ``paths``
    (folders walked, hidden files and links to folders left out): it changes when any
    of them is edited, added or removed."""
    lines = [salt]
    for top in paths:
        try:
            st = os.stat(top)
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            lines += [f"{name}\0{s.st_size}\0{s.st_mtime_ns}" for name, s in _files(top)]
        else:  # most paths are record files: no generator for them
            lines.append(f"{top}\0{st.st_size}\0{st.st_mtime_ns}")
    # two checksums and the length, not a cryptographic hash: ``dkb search`` works
    # this out on every call, and importing hashlib costs more than the search
    data = "\n".join(lines).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def data_engine_key(root: Path, salt: str = "") -> str:
    """The fingerprint of a data folder's records and of the code that plays them (the
    engine and ``kb``): what an example's verdict depends on. ``dkb show`` keys its
    cache of verdicts by it, so an edit to either never shows a stale verdict."""
    code = [PROJECT_ROOT / "engine", PROJECT_ROOT / "kb"]
    return fingerprint([*code, root / SOURCES_FILE, *record_paths(root)], f"verdicts {salt}")
