"""JSON that is safe to print and to serve: every character that could act on a
terminal (a C1 control), hide or reorder text (a format character, a line
separator) or read as markup (``<``, ``>``, ``&``) is written as a ``\\uXXXX`` escape.
The data is the same JSON; only its spelling changes.

>>> print(json_text({"name": "<b>Moat</b>", "note": "a\\u009b31m"}))
{"name": "\\u003cb\\u003eMoat\\u003c/b\\u003e", "note": "a\\u009b31m"}
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

__all__ = ["json_text"]

_MAYBE_UNSAFE = re.compile("[<>&\x7f-\x9f]|[^\x00-\x7f]")
"""Characters to look at: markup, DEL and the C1 controls, and every non-ASCII one
(``json.dumps`` already escapes the C0 controls inside strings; outside strings
JSON holds only ASCII)."""

_ESCAPED = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def _escape(match: re.Match[str]) -> str:
    char = match.group(0)
    code = ord(char)
    if code < 0x80 or unicodedata.category(char) in _ESCAPED:
        if code < 0x10000:
            return f"\\u{code:04x}"
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return char


def json_text(value: Any, **options: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, **options)``, with the characters above
    escaped."""
    return _MAYBE_UNSAFE.sub(_escape, json.dumps(value, ensure_ascii=False, **options))
