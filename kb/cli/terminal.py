"""Output for terminals and screen readers: optional colour, wrapping, text safe to echo.

>>> printable("bell\\x07 and escape\\x1b[31m")
'bell  and escape [31m'
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # (not typing's: every command imports this module)
if TYPE_CHECKING:
    from typing import TextIO

__all__ = ["Style", "printable", "setup_stream", "width", "wrap"]


def printable(text: str) -> str:
    """Text safe to echo: control and format characters (a right-to-left override, say),
    line separators and unpaired surrogates become spaces."""
    if text.replace("\n", " ").isprintable():  # (most text: none of them, checked in C)
        return text
    import unicodedata  # (here: only such text needs it)

    return "".join(" " if unicodedata.category(ch) in _UNSAFE and ch != "\n" else ch for ch in text)


_UNSAFE = frozenset(("Cc", "Cf", "Cs", "Zl", "Zp"))


def width(stream: TextIO | None = None) -> int:
    """The terminal's width (80 when not a terminal), at most 100 for readability."""
    stream = stream or sys.stdout
    try:
        cols = os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError, AttributeError):
        cols = (
            int(os.environ.get("COLUMNS", "80")) if os.environ.get("COLUMNS", "").isdigit() else 80
        )
    return max(40, min(cols, 100))


def wrap(text: str, indent: str = "", limit: int = 80, hang: str | None = None) -> list[str]:
    """``text`` broken at spaces into lines of at most ``limit`` characters; lines after
    the first start with ``hang`` (default: ``indent``).

    >>> wrap("1. one two three", "  ", 12, "     ")
    ['  1. one two', '     three']
    """
    hang = indent if hang is None else hang
    lines: list[str] = []
    for para in text.splitlines() or [""]:
        line, start = indent, indent
        for word in para.split():
            if len(line) > len(start) and len(line) + 1 + len(word) > limit:
                lines.append(line)
                line = start = hang
            line += (" " if len(line) > len(start) else "") + word
        lines.append(line)
    return lines


def setup_stream(stream: TextIO) -> None:
    """Never fail on a character the stream cannot encode: replace it."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        try:  # noqa: SIM105 (contextlib is one import more for every command)
            reconfigure(errors="replace")
        except (ValueError, OSError):
            pass


class Style:
    """ANSI styles, on only for a terminal and never when ``NO_COLOR`` is set."""

    def __init__(self, stream: TextIO | None = None) -> None:
        stream = stream or sys.stdout
        isatty = getattr(stream, "isatty", None)
        self.on = bool(
            isatty is not None
            and isatty()
            and not os.environ.get("NO_COLOR")
            and os.environ.get("TERM") != "dumb"
        )

    def _sgr(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.on and text else text

    def bold(self, text: str) -> str:
        """Bold text (headings, titles)."""
        return self._sgr("1", text)

    def dim(self, text: str) -> str:
        """Faint text (page paths)."""
        return self._sgr("2", text)

    def green(self, text: str) -> str:
        """Green text (examples the engine verified)."""
        return self._sgr("32", text)

    def red(self, text: str) -> str:
        """Red text (examples that failed)."""
        return self._sgr("31", text)
