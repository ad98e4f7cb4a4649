"""Turning pydantic validation errors into one-line messages with file and line."""

from __future__ import annotations

import difflib
import typing
from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import ValidationError

from engine.format.yamlfile import DataError, YamlDocument, visible

__all__ = ["did_you_mean", "dotted", "quoted", "validation_errors"]

_TYPE_WORDS = {
    "string_type": "expected text",
    "int_type": "expected a whole number",
    "int_parsing": "expected a whole number",
    "bool_type": "expected true or false",
    "list_type": "expected a list",
    "dict_type": "expected a mapping",
    "model_type": "expected a mapping",
    "model_attributes_type": "expected a mapping",
    "dataclass_type": "expected a mapping",
}


def dotted(path: Sequence[str | int]) -> str:
    """A path as players read it: ``rulings[2].examples[0].setup``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def quoted(text: str) -> str:
    """Text from a file between quotes, hidden characters escaped.

    >>> print(quoted("Vi\u200bllage"))
    "Vi\\u200bllage"
    """
    return f'"{visible(text)}"'


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean "X"?)`` for the closest choice, or an empty string."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    if not close:
        lowered = {c.lower(): c for c in choices}
        close = [lowered[word.lower()]] if word.lower() in lowered else []
    return f" (did you mean {quoted(close[0])}?)" if close else ""


def _clean_loc(data: Any, loc: Sequence[Any]) -> tuple[str | int, ...]:
    """Keep the parts of a pydantic location that are real keys or indices in the data.

    Union branch tags (``str``, ``function-after[...]``) are dropped; a missing key at
    the end is kept.
    """
    out: list[str | int] = []
    current = data
    for i, part in enumerate(loc):
        last = i == len(loc) - 1
        if (isinstance(current, dict) and part in current) or (
            isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current)
        ):
            out.append(part)
            current = current[part]
        elif isinstance(current, dict) and isinstance(part, str) and last:
            out.append(part)
            current = None
        # else: a union tag or a model name, not part of the data
    return tuple(out)


def _message(err: Any, data_here: Any, allowed: Sequence[str]) -> str:
    kind = err["type"]
    loc = err["loc"]
    if kind in ("extra_forbidden", "unexpected_keyword_argument"):
        key = str(loc[-1])
        return f"unknown key {quoted(key)}" + did_you_mean(key, allowed)
    if kind == "missing":
        return f"missing required key {quoted(str(loc[-1]))}"
    if kind in ("greater_than_equal", "greater_than"):
        limit = err.get("ctx", {}).get("ge", err.get("ctx", {}).get("gt", 0))
        return f"expected {limit} or more, found {_describe(err.get('input'))}"
    if kind in ("less_than_equal", "less_than"):
        limit = err.get("ctx", {}).get("le", err.get("ctx", {}).get("lt", 0))
        return f"expected at most {limit:,} (the limit), found {_describe(err.get('input'))}"
    if kind == "too_long":
        most = err.get("ctx", {}).get("max_length", 0)
        return (
            f"at most {most:,} items are allowed, found {err.get('ctx', {}).get('actual_length')}"
        )
    msg = str(err["msg"])
    if msg.startswith("Value error, "):
        return msg[len("Value error, ") :]
    if kind in _TYPE_WORDS:
        return f"{_TYPE_WORDS[kind]}, found {_describe(err.get('input'))}"
    if kind == "literal_error":
        value = err.get("input")
        expected = err.get("ctx", {}).get("expected", "")
        options = [o.strip().strip("'") for o in str(expected).replace(" or ", ",").split(",")]
        hint = did_you_mean(str(value), [o for o in options if o])
        if len(options) > 8:
            return f"{_describe(value)} is not allowed here{hint}"
        return f"{_describe(value)} is not one of {expected}{hint}"
    return f"{msg[0].lower()}{msg[1:]}" if msg else kind


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true (yes)" if value else "false (no)"
    if isinstance(value, int) and len(str(value)) > 20:
        return f"a number of {len(str(value))} digits"
    if isinstance(value, str):
        return quoted(value if len(value) <= 60 else value[:57] + "...")
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def _extra_model(model: Any) -> Any:
    """The model of a mapping's other keys (a player's set-up, under ``setup``), if any."""
    try:
        hint = typing.get_type_hints(model).get("__pydantic_extra__")
    except Exception:  # pragma: no cover - a suggestion is only a courtesy
        return None
    args = typing.get_args(hint)
    return args[1] if len(args) == 2 and hasattr(args[1], "model_fields") else None


def _value_fields(c: Any) -> bool:
    """True for a value class that names its fields in ``__match_args__`` (a Cost)."""
    return isinstance(c, type) and isinstance(getattr(c, "__match_args__", None), tuple)


def _field_names(model: Any, loc: Sequence[Any]) -> list[str]:
    """The keys allowed at the place of an unknown key, for a suggestion."""
    try:
        current = model
        for part in loc[:-1]:
            if isinstance(part, int) or not hasattr(current, "model_fields"):
                continue
            field = current.model_fields.get(part)
            if field is None:
                current = _extra_model(current) or current
                continue
            annotation = field.annotation
            for candidate in getattr(annotation, "__args__", (annotation,)):
                inner = getattr(candidate, "__args__", (candidate,))
                for c in (candidate, *inner):
                    if hasattr(c, "model_fields") or _value_fields(c):
                        current = c
                        break
        if hasattr(current, "model_fields"):
            return [f.alias or n for n, f in current.model_fields.items()]
        if _value_fields(current):
            return list(current.__match_args__)
    except Exception:  # pragma: no cover - a suggestion is only a courtesy
        return []
    return []


def validation_errors(
    exc: ValidationError, doc: YamlDocument, model: Any, prefix: tuple[str | int, ...] = ()
) -> list[DataError]:
    """One :class:`DataError` per distinct place that failed validation."""
    out: list[DataError] = []
    places: dict[tuple[str | int, ...], list[Any]] = {}
    for err in exc.errors():
        path = _clean_loc(_at(doc.data, prefix), err["loc"])
        places.setdefault((*prefix, *path), []).append(err)
    for full, errs in places.items():
        err = _telling(errs)
        unknown_key = err["type"] in ("extra_forbidden", "unexpected_keyword_argument")
        allowed = _field_names(model, err["loc"]) if unknown_key else []
        message = _message(err, None, allowed)
        key = str(err["loc"][-1]) if err["loc"] else ""
        if unknown_key and len(err["loc"]) > 2 and key not in allowed:
            outer = err["loc"][-3]
            if key in _field_names(model, err["loc"][:-1]):
                message = (
                    f"unknown key {quoted(key)}: {key} is a key of {outer} itself, "
                    f"not of {quoted(str(err['loc'][-2]))}"
                )
        kinds = [e["type"] for e in errs]
        if all(k in _TYPE_WORDS for k in kinds) and len(set(map(_TYPE_WORDS.get, kinds))) > 1:
            # the value fits none of a union's types: name them all
            words = dict.fromkeys(_TYPE_WORDS[k].removeprefix("expected ") for k in kinds)
            message = f"expected {' or '.join(words)}, found {_describe(err.get('input'))}"
        out.append(DataError(doc.file, doc.line(full), message, dotted(full)))
    return out


def _telling(errs: list[Any]) -> Any:
    """Of the errors at one place (one per branch of a union), the one that says most:
    a bound or a rule the value broke, rather than a branch whose type it lacks."""
    return next((e for e in errs if e["type"] not in _TYPE_WORDS), errs[0])


def _at(data: Any, path: Sequence[str | int]) -> Any:
    for part in path:
        data = data[part]
    return data
