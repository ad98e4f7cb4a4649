"""Reading JSON without importing :mod:`json`, whose decoder imports :mod:`re` (and
with it :mod:`enum` and :mod:`functools`): milliseconds of every cold ``dkb show`` and
``dkb run``, which read their caches with it. It drives the same C scanner
``json.loads`` uses, with ``json.loads``'s defaults, so it reads exactly what
``json.loads`` reads; where that scanner is missing (not CPython), it is ``json.loads``
itself.

>>> loads(' {"name": "Moat", "cost": [2, 0], "attack": false} ')
{'name': 'Moat', 'cost': [2, 0], 'attack': False}
>>> loads(b'[1, 2.5, null]')
[1, 2.5, None]
"""

from __future__ import annotations

TYPE_CHECKING = False  # (not typing's: the cold commands import this module)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["loads"]

_WHITESPACE = " \t\n\r"
"""What JSON allows around a value."""


class _Defaults:
    """What ``json.loads`` reads with when given no options."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = {
        "NaN": float("nan"),
        "Infinity": float("inf"),
        "-Infinity": float("-inf"),
    }.__getitem__


try:
    from _json import make_scanner as _make_scanner
except ImportError:  # pragma: no cover (not CPython)
    _scan = None
else:
    _scan = _make_scanner(_Defaults())  # type: ignore[arg-type]  # (any object with these)


def loads(data: str | bytes) -> Any:
    """The value the JSON text ``data`` (UTF-8 when bytes) holds; ValueError when it is
    not JSON, or nests too deeply to read."""
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    if _scan is None:  # pragma: no cover
        import json

        return json.loads(text)
    body = text.strip(_WHITESPACE)
    try:
        value, end = _scan(body, 0)
    except StopIteration:
        raise ValueError("not JSON: expecting a value at the start") from None
    except RecursionError:
        raise ValueError("not JSON that can be read: nested too deeply") from None
    if end != len(body):
        raise ValueError(f"not JSON: extra data at character {end}")
    return value
