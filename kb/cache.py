"""The one way ``dkb`` reads and writes its caches, which are untrusted input.

A cache file is a line of JSON (its head: the key it was made for and the checksum of
its body) and the body. Reading opens only a regular file (never a FIFO, a device or
a symbolic link), reads at most :data:`MAX_CACHE_BYTES`, and gives nothing for a file
that is missing, too large, made for another key or whose body does not match its
checksum: each is a cache miss. Whatever the body then holds is still checked by its
reader, and a body that is not what it should be is a miss too.

Light on purpose (no pydantic, no yaml, not even json or pathlib): ``dkb search``
imports it on every call.
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

__all__ = ["MAX_CACHE_BYTES", "OPEN_FLAGS", "head_for", "read_checked", "read_regular", "store"]

MAX_CACHE_BYTES = 64 * 1024 * 1024
"""The largest cache file read, in bytes (the largest the project writes is a few MB)."""

OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
    | getattr(os, "O_NOFOLLOW", 0)  # a link (to /dev/zero, say) is refused
    | getattr(os, "O_NOCTTY", 0)
)
"""How a cache file is opened: read-only, never waiting, never through a link."""


def open_regular(path: Path | str, limit: int = MAX_CACHE_BYTES) -> tuple[int, int] | None:
    """An open descriptor of ``path`` and its size, when it is a regular file (not a
    link) of at most ``limit`` bytes; None for anything else (nothing is left open)."""
    try:
        fd = os.open(path, OPEN_FLAGS)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
    except OSError:
        os.close(fd)
        return None
    if not stat.S_ISREG(st.st_mode) or st.st_size > limit:
        os.close(fd)
        return None
    return fd, st.st_size


def read_regular(path: Path | str, limit: int = MAX_CACHE_BYTES) -> bytes | None:
    """The bytes of ``path`` when it is a regular file (not a link) of at most
    ``limit`` bytes; None for anything else, or when it cannot be read."""
    opened = open_regular(path, limit)
    if opened is None:
        return None
    fd, size = opened
    try:
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, max(1 << 20, size + 1))
            if not chunk:
                return b"".join(chunks)
            total += len(chunk)
            if total > limit:  # the file grew while being read
                return None
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)


def read_checked(path: Path | str, key: str) -> tuple[dict[str, Any], bytes] | None:
    """The head and body of the cache file ``path`` when it was made for ``key`` and
    its body matches its checksum; None otherwise."""
    from kb.jsonread import loads  # (not json: it imports re)

    raw = read_regular(path)
    if raw is None:
        return None
    head, _, body = raw.partition(b"\n")
    try:
        meta = loads(head)
    except ValueError:
        return None
    if not isinstance(meta, dict) or meta.get("key") != key:
        return None
    crc = meta.get("crc")
    if type(crc) is not int or crc != zlib.crc32(body):
        return None
    return meta, body


def head_for(key: str, body: bytes, **extra: Any) -> bytes:
    """The head line of a cache file holding ``body`` for ``key``."""
    import json

    meta = {"key": key, "crc": zlib.crc32(body), **extra}
    return json.dumps(meta, ensure_ascii=False).encode("utf-8")


def store(folders: Iterable[Path], name: str, head: bytes, body: bytes) -> bool:
    """Write ``head`` and ``body`` as ``name`` into the first of ``folders`` that can be
    written, atomically; False if none can."""
    from kb.writer import write_atomic  # here: a search that only reads stays light

    for folder in folders:
        try:
            write_atomic(folder / name, head + b"\n" + body, make_parents=True)
            return True
        except OSError:
            continue
    return False
