"""The names a scenario's state keys hold (see ``_key`` in ``engine.format.scenario``),
read from the fields marked with what they hold: light on purpose (no pydantic), as
``dkb run`` plays a checked copy of a scenario without the models (see
:mod:`engine.format.checked`)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Literal, get_args

if TYPE_CHECKING:
    from engine.format.scenario import Expect, Scenario

__all__ = ["Holds", "Path", "TokenName", "marked_fields", "marked_names", "state_key_names"]

Path = tuple[str | int, ...]

Holds = Literal["cards", "piles", "players"]
"""What names a key's value holds, for the name checks (``engine.format.names``)."""

TokenName = Literal["card", "action", "buy", "coin", "cost", "trashing"]
"""A player's own Supply-pile tokens (Adventures): +1 Card, +1 Action, +1 Buy, +1 Coin,
-2 Cost (Ferry) and Trashing (Plan)."""

_TOKENS = frozenset(get_args(TokenName))


def _is_model(kind: Any) -> bool:
    """True for a class of the format's models (or of their checked copies)."""
    return isinstance(kind, type) and hasattr(kind, "model_fields")


def marked_names(model: Any, base: Path = ()) -> Iterator[tuple[Path, Holds, str]]:
    """Every name held by a key whose field is marked with what it holds (the state keys:
    see ``_key`` in ``engine.format.scenario``), with its path: a list's items, a
    mapping's keys (but a token's name) and its string values (a list value holds cards),
    and the names in nested models (an extra turn's player and card)."""
    kind: Any = type(model)
    for key, label, holds in marked_fields(kind):
        value = getattr(model, key)
        if value is None:
            continue
        path = (*base, label)
        if holds is None:  # a list of models with their own marked fields
            for i, item in enumerate(value):
                if _is_model(type(item)):
                    yield from marked_names(item, (*path, i))
            continue
        yield from _names_in(value, path, holds)


@functools.cache
def marked_fields(model: Any) -> tuple[tuple[str, str, Holds | None], ...]:
    """The fields of ``model`` that hold names: (attribute, key, what it holds), or None
    for what it holds when the field is a list of models (``extra_turns``). A checked
    copy's class carries them already."""
    carried = getattr(model, "marked_fields", None)
    if carried is not None:
        return tuple(carried)
    out: list[tuple[str, str, Holds | None]] = []
    for key, field in model.model_fields.items():  # type: ignore[attr-defined]
        extra = field.json_schema_extra
        holds = extra.get("holds") if isinstance(extra, dict) else None
        if holds in ("cards", "piles", "players"):
            out.append((key, field.alias or key, holds))
        elif _holds_models(field.annotation):
            out.append((key, field.alias or key, None))
    return tuple(out)


def _holds_models(annotation: Any) -> bool:
    """True when the type ``annotation`` is or holds (``list[X] | None``) a pydantic model
    with fields that hold names (an extra turn)."""
    if _is_model(annotation):
        return bool(marked_fields(annotation))
    return any(_holds_models(arg) for arg in get_args(annotation))


def _names_in(value: Any, path: Path, kind: Holds) -> Iterator[tuple[Path, Holds, str]]:
    if isinstance(value, str):
        yield path, kind, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            if isinstance(item, str):
                yield (*path, i), kind, item
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in _TOKENS:
                yield (*path, k), kind, k
            if isinstance(v, str):
                yield (*path, k), kind, v
            elif isinstance(v, list):
                yield from _names_in(v, (*path, k), "cards")


def state_key_names(sc: Scenario) -> Iterator[tuple[Path, Holds, str]]:
    """The names the scenario's state keys hold, in setup, each player's set-up and
    every expectation."""
    yield from marked_names(sc.setup, ("setup",))
    for name in sc.setup.players:
        if name in (sc.setup.model_extra or {}):
            yield from marked_names(sc.setup.player(name), ("setup", name))
    expects: list[tuple[Path, Expect]] = [(("expect",), sc.expect)]
    expects += [(("steps", i, "expect"), s.expect) for i, s in enumerate(sc.steps) if s.expect]
    for at, ex in expects:
        yield from marked_names(ex, at)
        for name, pe in ex.players().items():
            yield from marked_names(pe, (*at, name))
