"""The problems a data file can have, and a parsed file with the line of each value:
light on purpose (no yaml, no pydantic), as ``dkb run`` plays a checked copy of a
scenario file without parsing it again (see :mod:`engine.format.checked`).

>>> print(DataError("f.yaml", 2, 'unknown card "Vi\\u200bllage"'))
f.yaml:2: unknown card "Vi\\u200bllage"
"""

from __future__ import annotations

import unicodedata
from typing import Any

__all__ = ["MAX_BYTES", "DataError", "Path", "ScenarioFileError", "YamlDocument", "visible"]

MAX_BYTES = 2 * 1024 * 1024
"""The largest file read, in bytes (the largest record is a few dozen kilobytes)."""

Path = tuple[str | int, ...]

_HIDDEN = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def visible(text: str) -> str:
    """``text`` with every control, format (bidi, zero-width), private-use, unassigned
    or line-separator character written as an escape (``\\u200b``), so an error shows
    exactly what a file holds, on one line."""
    out = []
    for ch in text:
        if unicodedata.category(ch) in _HIDDEN:
            code = ord(ch)
            out.append(
                f"\\x{code:02x}"
                if code < 0x100
                else f"\\u{code:04x}"
                if code < 0x10000
                else f"\\U{code:08x}"
            )
        else:
            out.append(ch)
    return "".join(out)


class DataError(Exception):
    """A problem in a data file, with the file, line and dotted path it concerns.

    Its text is one line, with hidden characters escaped (see :func:`visible`).
    """

    def __init__(self, file: str, line: int, message: str, path: str = "") -> None:
        super().__init__(message)
        self.file = file
        self.line = line
        self.path = path
        self.message = message

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return visible(f"{self.file}:{self.line}: {where}{self.message}")


class YamlDocument:
    """Parsed YAML data and the line (1-based) of each value, by its path."""

    file: str
    data: Any
    lines: dict[Path, int]

    def __init__(self, file: str, data: Any, lines: dict[Path, int] | None = None) -> None:
        self.file = file
        self.data = data
        self.lines = {} if lines is None else lines

    def __repr__(self) -> str:
        return f"YamlDocument(file={self.file!r}, data={self.data!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, YamlDocument):
            return NotImplemented
        return (self.file, self.data, self.lines) == (other.file, other.data, other.lines)

    __hash__ = None  # type: ignore[assignment]  # (it changes: no hash, as for a list)

    def line(self, path: Path) -> int:
        """The line of the value at ``path``, or of its nearest enclosing value."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)


class ScenarioFileError(Exception):
    """A scenario file with problems, each a one-line :class:`DataError`."""

    def __init__(self, errors: list[DataError]) -> None:
        super().__init__("; ".join(map(str, errors)))
        self.errors = errors
