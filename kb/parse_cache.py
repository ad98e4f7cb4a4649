"""Parsed record files kept between runs, so that loading the data (``dkb validate``,
``dkb run``, the site build) parses only the files that changed.

A file's parse is reused only when the file is still a regular file (not a link) with
the same size, modification time, change time and inode, and the YAML reader's code is
the same; every check on the records themselves (the models, the references) runs
each time. Files that could not be parsed are never kept. The cache is one file per
data folder, read as untrusted input (:mod:`kb.cache`): anything unexpected in it is a
miss. ``DKB_NO_PARSE_CACHE=1`` turns it off.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from engine.format import yamlfile
from engine.format.yamlfile import YamlDocument, read_yaml_file
from kb.cache import head_for, read_checked, store
from kb.paths import cache_dirs, fingerprint

__all__ = ["ParseCache"]

_FORMAT = 1


def _signature(path: Path) -> list[int] | None:
    """What must not change for a kept parse to be reused; None for anything but a
    regular file."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]


class ParseCache:
    """The parses of one data folder's files: :meth:`read` a file, then :meth:`save`."""

    def __init__(self, root: Path) -> None:
        self._on = not os.environ.get("DKB_NO_PARSE_CACHE")
        where = str(root.absolute()).encode("utf-8", "surrogateescape")
        self._name = f"parsed-{zlib.crc32(where):08x}.json"
        self._key = fingerprint([yamlfile.__file__], f"parsed {_FORMAT}")
        self._old: dict[str, Any] = self._load() if self._on else {}
        self._new: dict[str, Any] = {}
        """What :meth:`save` keeps: each file's entry, kept or (as JSON text) new."""
        self._changed = False

    def _load(self) -> dict[str, Any]:
        for folder in cache_dirs():
            found = read_checked(folder / self._name, self._key)
            if found is None:
                continue
            try:
                body = json.loads(found[1])
            except ValueError:
                continue
            if isinstance(body, dict):
                return body
        return {}

    def read(self, path: Path, shown_as: str) -> YamlDocument:
        """The parse of ``path``: kept from before when the file has not changed, else
        read now (raising :class:`~engine.format.problems.DataError` as
        :func:`~engine.format.yamlfile.read_yaml_file` does)."""
        name = str(path)
        sig = _signature(path) if self._on else None
        kept = self._old.get(name)
        if sig is not None and isinstance(kept, list) and len(kept) == 3 and kept[0] == sig:
            doc = _document(shown_as, kept[1], kept[2])
            if doc is not None:
                self._new[name] = kept
                return doc
        doc = read_yaml_file(name, shown_as)
        self._changed = True
        if sig is not None and sig == _signature(path):  # unchanged while it was read
            lines = [[*k, v] for k, v in doc.lines.items()]
            # only plain JSON values are kept (a date, say, is read each time)
            with contextlib.suppress(TypeError, ValueError):
                self._new[name] = json.dumps([sig, doc.data, lines], ensure_ascii=False)
        return doc

    def save(self) -> None:
        """Keep the parses read since this cache was opened, when any changed."""
        if not self._on or not (self._changed or self._new.keys() != self._old.keys()):
            return
        parts = []
        for name, entry in self._new.items():
            text = entry if isinstance(entry, str) else json.dumps(entry, ensure_ascii=False)
            parts.append(f"{json.dumps(name, ensure_ascii=False)}:{text}")
        body = ("{" + ",".join(parts) + "}").encode("utf-8", "surrogateescape")
        store(cache_dirs(), self._name, head_for(self._key, body), body)


def _document(file: str, data: Any, lines: Any) -> YamlDocument | None:
    """A kept parse as a document; None when it is not one (a tampered cache)."""
    if not isinstance(lines, list):
        return None
    table: dict[tuple[str | int, ...], int] = {}
    for row in lines:
        if not (isinstance(row, list) and row and type(row[-1]) is int):
            return None
        table[tuple(row[:-1])] = row[-1]
    return YamlDocument(file=file, data=data, lines=table)
