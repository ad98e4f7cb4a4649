"""A pack: one cache file of named sections, each read and checked only when asked
for, so that ``dkb search`` reads the few parts of the index a query needs and
``dkb show`` the one entry it prints, without decoding (or checksumming) the rest.

The file is a first line ``dkb-pack FORMAT TABLE_BYTES TABLE_CRC BODY_BYTES``, then the table
(the key the pack was made for, then one line per section: ``name<TAB>start<TAB>
length<TAB>crc``), then the sections. Like every cache (:mod:`kb.cache`) it is
untrusted input: only a regular file within :data:`kb.cache.MAX_CACHE_BYTES` is
opened; a file of another length than its first line says (cut short, say), a table
made for another key, or that does not match its checksum, is a miss; a section that is missing, out of the file or does not match its checksum
raises :class:`PackDamaged` (a ``ValueError``, so a reader treats it as a miss).

Text sections hold lines (:meth:`Pack.lines`); a long table of lines may be stored in
parts (:func:`in_parts`), so that :class:`Lines` reads a line without reading them all.
Text of any kind is escaped into one line
with :func:`one_line_text` (backslash, newline and tab) and read back with
:func:`from_line`. Light on purpose: the standard library's smallest modules only.

>>> import os, tempfile
>>> path = os.path.join(tempfile.mkdtemp(), "p.pack")
>>> write_pack_file(path, "k", {"a": "one\\ntwo", "b": "x"})
>>> pack = open_pack(path, "k")
>>> pack.lines("a"), pack.text("b"), open_pack(path, "other")
(['one', 'two'], 'x', None)
>>> write_pack_file(path, "k", in_parts("a", "one\\ntwo"))
>>> table = Lines(open_pack(path, "k"), "a")
>>> len(table), table[1], list(table)
(2, 'two', ['one', 'two'])
>>> from_line(one_line_text("a\\tb\\\\c\\nd")), from_items(items(["x", "", "y\\tz"]))
('a\\tb\\\\c\\nd', ['x', '', 'y\\tz'])
"""

from __future__ import annotations

import os
import zlib
from _collections_abc import Sequence  # (collections.abc without collections)

from kb.cache import open_regular

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = [
    "Lines",
    "Pack",
    "PackDamaged",
    "from_items",
    "from_line",
    "in_parts",
    "items",
    "one_line_text",
    "open_pack",
    "pack_bytes",
    "write_pack_file",
]

FORMAT = 1
_MAGIC = "dkb-pack"


class PackDamaged(ValueError):
    """A section of a pack is missing, out of the file or fails its checksum."""


LINES_PER_PART = 128
"""How many lines of a long table each of its parts holds (:func:`in_parts`)."""


def in_parts(name: str, text: str) -> dict[str, str]:
    """The sections that hold the table of lines ``text`` in parts, for :class:`Lines`
    to read one part at a time: ``name#`` its number of lines, ``name#0``, ``name#1`` ...
    its parts of :data:`LINES_PER_PART` lines each."""
    lines = text.split("\n") if text else []
    parts = {f"{name}#": str(len(lines))}
    for k in range(0, len(lines), LINES_PER_PART):
        parts[f"{name}#{k // LINES_PER_PART}"] = "\n".join(lines[k : k + LINES_PER_PART])
    return parts


class Lines(Sequence[str]):
    """A table of lines stored in parts (:func:`in_parts`), each part read and split
    when one of its lines is first asked for: a query needs a few lines of thousands. A
    part of another length than it should be raises :class:`PackDamaged`."""

    def __init__(self, pack: Pack, name: str) -> None:
        self._pack = pack
        self._name = name
        count = pack.text(name + "#")
        if not (count.isascii() and count.isdigit()):
            raise PackDamaged(f"the number of lines of {name!r} is malformed")
        self._count = int(count)
        self._parts: dict[int, list[str]] = {}

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, at: int) -> str:  # type: ignore[override]
        if not 0 <= at < self._count:
            raise IndexError(at)
        k, i = divmod(at, LINES_PER_PART)
        part = self._parts.get(k)
        if part is None:
            part = self._pack.text(f"{self._name}#{k}").split("\n")
            if len(part) != min(LINES_PER_PART, self._count - k * LINES_PER_PART):
                raise PackDamaged(f"part {k} of {self._name!r} has {len(part)} lines")
            self._parts[k] = part
        return part[i]


_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\x1f": "\\u"}
_UNESCAPES = {v[1]: k for k, v in _ESCAPES.items()}
_ESCAPE_TABLE = str.maketrans(_ESCAPES)


def one_line_text(text: str) -> str:
    """``text`` as one line without a tab (see :func:`from_line`)."""
    if not any(c in text for c in _ESCAPES):
        return text
    return text.translate(_ESCAPE_TABLE)


def from_line(line: str) -> str:
    """The text :func:`one_line_text` wrote."""
    if "\\" not in line:
        return line
    # each backslash escapes the character after it: between two pieces of the split, an
    # empty piece is an escaped backslash, followed by plain text
    pieces = line.split("\\")
    out = [pieces[0]]
    i = 1
    while i < len(pieces):
        piece = pieces[i]
        if piece:
            out += (_unescaped(piece[0]), piece[1:])
            i += 1
        elif i + 1 < len(pieces):
            out += ("\\", pieces[i + 1])
            i += 2
        else:
            raise PackDamaged("a line ends in an unfinished escape")
    return "".join(out)


def _unescaped(code: str) -> str:
    found = _UNESCAPES.get(code)
    if found is None:
        raise PackDamaged(f"an unknown escape \\{code}")
    return found


def items(texts: Iterable[str]) -> str:
    """A list of texts as one line without a tab (see :func:`from_items`)."""
    return "".join("\x1f" + one_line_text(t) for t in texts)


def from_items(line: str) -> list[str]:
    """The list of texts :func:`items` wrote."""
    if line and line[0] != "\x1f":
        raise PackDamaged("a list that does not start with its separator")
    return [from_line(t) for t in line.split("\x1f")[1:]]


def pack_bytes(key: str, sections: Mapping[str, str | bytes]) -> bytes:
    """The bytes of a pack made for ``key`` holding ``sections`` (texts or bytes by name;
    names and the key hold no tab or newline)."""
    body: list[bytes] = []
    table = [key]
    if "\n" in key:
        raise ValueError("a pack's key is one line")
    at = 0
    for name, value in sections.items():
        if "\t" in name or "\n" in name or not name:
            raise ValueError(f"a section name with a tab or a newline: {name!r}")
        raw = value.encode("utf-8") if isinstance(value, str) else value
        table.append(f"{name}\t{at}\t{len(raw)}\t{zlib.crc32(raw)}")
        body.append(raw)
        at += len(raw)
    head = ("\n".join(table) + "\n").encode("utf-8", "surrogateescape")
    first = f"{_MAGIC} {FORMAT} {len(head)} {zlib.crc32(head)} {at}\n".encode()
    return first + head + b"".join(body)


def write_pack_file(path: str, key: str, sections: Mapping[str, str | bytes]) -> None:
    """Write a pack to ``path`` (atomically)."""
    from pathlib import Path

    from kb.writer import write_atomic

    write_atomic(Path(path), pack_bytes(key, sections), make_parents=True)


class Pack:
    """An open pack: its sections, read from the file when first asked for."""

    def __init__(self, fd: int, size: int, body: int, table: str) -> None:
        self._fd = fd
        self._size = size
        self._body = body
        self._table = table
        self._texts: dict[str, str] = {}

    def __del__(self) -> None:
        self.close()

    def close(self) -> None:
        """Close the file (a section not read yet can no longer be)."""
        if self._fd >= 0:
            try:  # noqa: SIM105 (contextlib is one import more for every search)
                os.close(self._fd)
            except OSError:
                pass
            self._fd = -1

    def names(self) -> list[str]:
        """The names of every section, in the order they were written."""
        return [line.split("\t", 1)[0] for line in self._table.split("\n") if line]

    def has(self, name: str) -> bool:
        """Whether the pack holds a section called ``name``."""
        return self._table.find(f"\n{name}\t") >= 0

    def raw(self, name: str) -> bytes:
        """The bytes of section ``name``; :class:`PackDamaged` when it is missing, out
        of the file or fails its checksum."""
        at = self._table.find(f"\n{name}\t")
        if at < 0:
            raise PackDamaged(f"no section {name!r}")
        end = self._table.find("\n", at + 1)
        try:
            _, start, length, crc = self._table[at + 1 : end].split("\t")
            first, count, check = int(start), int(length), int(crc)
        except ValueError:
            raise PackDamaged(f"a malformed line for {name!r}") from None
        if first < 0 or count < 0 or self._body + first + count > self._size or self._fd < 0:
            raise PackDamaged(f"section {name!r} is out of the file")
        try:
            data = os.pread(self._fd, count, self._body + first)
        except OSError as exc:
            raise PackDamaged(f"section {name!r} cannot be read: {exc}") from None
        if len(data) != count or zlib.crc32(data) != check:
            raise PackDamaged(f"section {name!r} fails its checksum")
        return data

    def text(self, name: str) -> str:
        """Section ``name`` as text (read once)."""
        found = self._texts.get(name)
        if found is None:
            try:
                found = self._texts[name] = self.raw(name).decode("utf-8")
            except UnicodeDecodeError:
                raise PackDamaged(f"section {name!r} is not UTF-8") from None
        return found

    def lines(self, name: str) -> list[str]:
        """Section ``name``'s lines (none for an empty section)."""
        text = self.text(name)
        return text.split("\n") if text else []


def open_pack(path: str, key: str) -> Pack | None:
    """The pack at ``path`` when it is a regular file within the bound, made for
    ``key``, whose table matches its checksum; None otherwise (a miss)."""
    opened = open_regular(path)
    if opened is None:
        return None
    fd, size = opened
    try:
        start = os.pread(fd, 128, 0)
        line, sep, _ = start.partition(b"\n")
        magic, version, length, crc, body = line.decode("ascii").split(" ")
        if not sep or magic != _MAGIC or version != str(FORMAT):
            raise ValueError("not a pack of this format")
        at, count = len(line) + 1, int(length)
        if count < 0 or at + count + int(body) != size:
            raise ValueError("a file of another length than it says")
        head = os.pread(fd, count, at)
        if len(head) != count or zlib.crc32(head) != int(crc):
            raise ValueError("a table that fails its checksum")
        table = head.decode("utf-8", "surrogateescape")
        if table[: len(key) + 1] != key + "\n":
            raise ValueError("made for another key")
    except (OSError, ValueError):
        os.close(fd)
        return None
    return Pack(fd, size, at + count, "\n" + table[len(key) + 1 :])
