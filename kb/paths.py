"""Where things are: the project, the data folder, its record files, the caches; and
the one fingerprint of a set of files.

Light on purpose (no pydantic, no yaml, not even pathlib, json or typing):
``dkb search`` imports it on every call, and works with the functions that give
paths as text (:func:`project_root`, :func:`data_folder`, :func:`cache_folders`,
:func:`packaged_index`); the constants that are ``Path`` objects are made when first
imported.

>>> [p.name for p in record_files(os.path.join(project_root(), "tests/fixtures/minimal"))][:2]
['copper.yaml', 'village.yaml']
"""

from __future__ import annotations

import os
import stat
import zlib

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
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
    "cache_folders",
    "code_key",
    "data_dir",
    "data_engine_key",
    "data_folder",
    "fingerprint",
    "in_checkout",
    "is_packaged",
    "manifest",
    "packaged_index",
    "project_root",
    "record_files",
    "record_paths",
    "records_key",
    "remembering",
    "shown",
]

_KB = os.path.dirname(os.path.realpath(__file__))
_ROOT = os.path.dirname(_KB)
_PACKAGED_DATA = os.path.join(_KB, "_data")
_MANIFEST = os.path.join(_KB, "_manifest.txt")
_PACKAGED_INDEX = os.path.join(_KB, "_index")

if TYPE_CHECKING:
    PROJECT_ROOT: Path
    """The folder that holds ``kb/`` and ``engine/``: a checkout, or site-packages."""
    PACKAGED_DATA: Path
    """The records shipped inside an installed wheel (absent in a checkout)."""
    MANIFEST: Path
    """Written into an installed wheel by its build (absent in a checkout): the hashes
    of the records and of the code it ships, so that an installed ``dkb`` keys its
    caches without walking a file (see :func:`kb.search.packaged.write_manifest`)."""
    PACKAGED_INDEX: Path
    """The search index built into an installed wheel, read before any cache folder."""

_AS_PATH = {"PROJECT_ROOT": _ROOT, "PACKAGED_DATA": _PACKAGED_DATA, "MANIFEST": _MANIFEST,
            "PACKAGED_INDEX": _PACKAGED_INDEX}  # fmt: skip


def __getattr__(name: str) -> Any:
    """The ``Path`` constants, made when first imported (pathlib costs a cold search)."""
    if name in _AS_PATH:
        from pathlib import Path

        value = globals()[name] = Path(_AS_PATH[name])
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def project_root() -> str:
    """:data:`PROJECT_ROOT` as text."""
    return _ROOT


def packaged_index() -> str:
    """:data:`PACKAGED_INDEX` as text."""
    return _PACKAGED_INDEX


RECORD_FOLDERS = ("cards", "rules", "timing")
"""The folders of a data folder that hold one record a file."""

SOURCES_FILE = "sources.yaml"
"""The file of a data folder that lists the documents records cite."""


_IN_CHECKOUT = os.path.isfile(os.path.join(_ROOT, "pyproject.toml")) and os.path.isdir(
    os.path.join(_ROOT, "data")
)


def in_checkout() -> bool:
    """True when running from the project's own folder (not from an installed wheel)."""
    return _IN_CHECKOUT


def data_dir(given: str | Path | None = None) -> Path:
    """The data folder: ``given``, else ``$DKB_DATA``, else the checkout's ``data/``,
    else the records installed with the package."""
    from pathlib import Path

    return Path(data_folder(given))


def data_folder(given: str | Path | None = None) -> str:
    """:func:`data_dir` as text (the given folder as given)."""
    if given:
        return os.fspath(given)
    env = os.environ.get("DKB_DATA")
    if env:
        return env
    if in_checkout():
        return os.path.join(_ROOT, "data")
    return _PACKAGED_DATA


def record_files(root: Path | str) -> list[Path]:
    """The record files of a data folder, in load order: each record folder's
    ``*.yaml`` and ``*.yml`` files, sorted by name. Folders that are missing or
    cannot be listed are left out (the loader reports them)."""
    from pathlib import Path

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
    from pathlib import Path

    return [Path(f) for f in cache_folders()]


def cache_folders() -> list[str]:
    """:func:`cache_dirs` as text."""
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    first = os.environ.get("DKB_INDEX_DIR")
    out = [first] if first else [os.path.join(_ROOT, ".dkb-index")] if in_checkout() else []
    return [*out, os.path.join(xdg, "dkb")]


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
    from array import array

    data = "\0".join(names).encode("utf-8", "surrogateescape") + array("q", numbers).tobytes()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def manifest_text(found: dict[str, Any]) -> str:
    """The text of a manifest holding ``found`` (``data``, ``code``: hashes; ``cards``:
    how many card files): a line ``name value`` each, read without json."""
    return "".join(f"{k} {found[k]}\n" for k in ("data", "code", "cards"))


_MANIFEST_READ: list[dict[str, Any] | None] = []


def manifest() -> dict[str, Any] | None:
    """The installed wheel's manifest; None in a checkout or without one (read once:
    :func:`forget_manifest` reads it again)."""
    if not _MANIFEST_READ:
        _MANIFEST_READ.append(_read_manifest())
    return _MANIFEST_READ[0]


def forget_manifest() -> None:
    """Read the manifest again when next asked (once the build has written it)."""
    _MANIFEST_READ.clear()


def _read_manifest() -> dict[str, Any] | None:
    if in_checkout():
        return None
    try:
        with open(_MANIFEST, "rb") as fh:
            lines = fh.read(1 << 16).decode("ascii").splitlines()
        found = dict(line.split(" ", 1) for line in lines)
        hashes = [found[k] for k in ("data", "code")]
        out: dict[str, Any] = {"data": hashes[0], "code": hashes[1], "cards": int(found["cards"])}
    except (OSError, ValueError, KeyError):
        return None
    if not all(h and h.isalnum() for h in hashes) or len(found) != 3:
        return None
    return out


def is_packaged(root: Path | str) -> bool:
    """True when ``root`` is the data folder an installed wheel ships (with its manifest)."""
    return manifest() is not None and os.path.abspath(root) == _PACKAGED_DATA


_REMEMBERED: dict[tuple[str, ...], Any] | None = None


class remembering:
    """Within it, each data folder's files are walked once: for a command that keys
    several caches (``dkb show``); an edit during it is seen by the next command.
    (A class, not ``contextlib.contextmanager``: a cold search does without contextlib.)"""

    def __enter__(self) -> None:
        global _REMEMBERED
        self._before, _REMEMBERED = _REMEMBERED, {}

    def __exit__(self, *exc: object) -> None:
        global _REMEMBERED
        _REMEMBERED = self._before


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


def code_key(paths: Iterable[Path | str], suffix: str = "") -> str:
    """The fingerprint of some of the project's code: from the manifest in an installed
    wheel (whose code does not change), else from every file's size and time (in the
    folders, of the files whose name ends with ``suffix``)."""
    found = manifest()
    if found is not None:
        return f"manifest {found['code']}"
    return fingerprint(paths, "code", suffix)


def data_engine_key(root: Path | str, salt: str = "") -> str:
    """The fingerprint of a data folder's records and of the code that plays them (the
    engine and ``kb``): what an example's verdict depends on. ``dkb show`` keys its
    cache of verdicts by it, so an edit to either never shows a stale verdict. Only the
    modules count: the card scenario files beside them are no examples, and walking
    them too would double what every ``dkb show`` reads."""
    code = code_key([os.path.join(_ROOT, "engine"), os.path.join(_ROOT, "kb")], ".py")
    return f"verdicts {salt} {code} {records_key(root)[0]}"
