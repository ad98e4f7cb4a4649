"""Checked copies of scenarios: a scenario that loaded without a problem, written as
plain JSON and read back, without pydantic or yaml, as objects the engine plays as it
plays the models of :mod:`engine.format.scenario` (``dkb run`` keeps one copy per
file: see :mod:`kb.checked_scenarios`).

A copy writes each model as ``["m", class, [its field values, in order], [the keys
written], {its other keys: values} or null]``, each mapping as ``["d", {key:
value}]``, each list as ``["l", [values]]``, and text, whole numbers, true, false and
null as themselves. Beside the scenarios it holds each model's fields (with the key
each is written as, and what the state keys hold: see :mod:`engine.format.marked`) and
a player's empty set-up. A copy is untrusted input: :func:`read_copy` raises
``ValueError`` for anything that is not one.

>>> from engine.format.scenario import Scenario
>>> sc = Scenario.model_validate({"id": "x", "title": "T", "claim": "C",
...     "setup": {"Alice": {"hand": ["Village"]}}, "steps": ["end_turn"]})
>>> [(back, line)] = read_copy(copy([(sc, 3)]))
>>> back.setup.player("Alice").hand, back.steps[0].action, line
(['Village'], 'end_turn', 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.format.marked import Holds, marked_fields

__all__ = ["STEP_ACTIONS", "Part", "copy", "given", "read_copy", "step_action"]

STEP_ACTIONS = (
    "play",
    "buy",
    "choose",
    "phase",
    "end_turn",
    "gain",
    "pay_debt",
    "end_game",
    "expect",
)
"""A step's action keys: a step has exactly one."""


def given(value: Any) -> bool:
    """True for a step key that is present: not None and not a False flag (0 counts)."""
    return value is not None and value is not False


def step_action(step: Any) -> str:
    """The action key of ``step`` (a :class:`~engine.format.scenario.Step` or its copy)."""
    return next(a for a in STEP_ACTIONS if given(getattr(step, a)))


class Part:
    """A model read back from a copy: its fields as attributes, and what the engine reads
    of a pydantic model (``model_fields``, ``model_fields_set``, ``model_extra``,
    ``model_dump``)."""

    model_fields: ClassVar[dict[str, str]] = {}
    """Each field, with the key it is written as."""
    marked_fields: ClassVar[tuple[tuple[str, str, Holds | None], ...]] = ()
    """The fields that hold names (see :func:`engine.format.marked.marked_fields`)."""

    def __init__(self, values: dict[str, Any], written: set[str], extra: dict[str, Any] | None):
        self.__dict__.update(values)
        self.model_fields_set = written
        self.model_extra = extra

    def model_dump(self, by_alias: bool = False, exclude_none: bool = False) -> dict[str, Any]:
        """The fields as a mapping, as pydantic's ``model_dump`` gives them."""
        out = {}
        for name, key in type(self).model_fields.items():
            value = _dumped(getattr(self, name), by_alias, exclude_none)
            if value is not None or not exclude_none:
                out[key if by_alias else name] = value
        for name, value in (self.model_extra or {}).items():
            out[name] = _dumped(value, by_alias, exclude_none)
        return out


def _dumped(value: Any, by_alias: bool, exclude_none: bool) -> Any:
    if isinstance(value, Part):
        return value.model_dump(by_alias, exclude_none)
    if isinstance(value, list):
        return [_dumped(v, by_alias, exclude_none) for v in value]
    if isinstance(value, dict):
        return {k: _dumped(v, by_alias, exclude_none) for k, v in value.items()}
    return value


class _SetupPart(Part):
    empty_player: ClassVar[Part | None] = None

    def player(self, name: str) -> Part:
        """The named player's set-up (empty zones if the scenario gives none)."""
        value = (self.model_extra or {}).get(name)
        if isinstance(value, Part):
            return value
        assert self.empty_player is not None
        return self.empty_player


class _ExpectPart(Part):
    def players(self) -> dict[str, Part]:
        """The player expectations, by name."""
        return {k: v for k, v in (self.model_extra or {}).items() if isinstance(v, Part)}


class _StepPart(Part):
    @property
    def action(self) -> str:
        """The step's action key."""
        return step_action(self)


_BASES: dict[str, type[Part]] = {"Setup": _SetupPart, "Expect": _ExpectPart, "Step": _StepPart}
"""The models whose methods the engine calls, by class name: their copies have them."""

# -- writing a copy --------------------------------------------------------------------


def copy(read: Sequence[tuple[Any, int]]) -> dict[str, Any]:
    """A JSON-ready copy of scenarios (models of :mod:`engine.format.scenario`) and their
    lines; ``TypeError`` for a value a copy cannot hold."""
    from engine.format.scenario import PlayerSetup  # only written after the models loaded

    fields: dict[str, Any] = {}
    return {
        "scenarios": [[_node(sc, fields), line] for sc, line in read],
        "empty_player": _node(PlayerSetup(), fields),
        "fields": fields,
    }


def _node(value: Any, fields: dict[str, Any]) -> Any:
    kind: Any = type(value)
    if hasattr(kind, "model_fields"):
        name = kind.__name__
        if name not in fields:
            fields[name] = [
                [[key, field.alias or key] for key, field in kind.model_fields.items()],
                [list(m) for m in marked_fields(kind)],
            ]
        extra = value.model_extra
        return [
            "m",
            name,
            [_node(getattr(value, key), fields) for key in kind.model_fields],
            sorted(value.model_fields_set),
            None if extra is None else {k: _node(v, fields) for k, v in extra.items()},
        ]
    if kind is dict:
        if not all(type(k) is str for k in value):
            raise TypeError("a mapping whose keys are not all text")
        return ["d", {k: _node(v, fields) for k, v in value.items()}]
    if kind is list:
        return ["l", [_node(v, fields) for v in value]]
    if value is None or kind in (str, int, bool):
        return value
    raise TypeError(f"a copy cannot hold a {kind.__name__}")


# -- reading a copy --------------------------------------------------------------------


def _is(kind: type, value: Any) -> Any:
    if type(value) is not kind:
        raise ValueError(f"expected {kind.__name__}, found {type(value).__name__}")
    return value


def _classes(table: Any) -> dict[str, type[Part]]:
    out: dict[str, type[Part]] = {}
    for name, spec in _is(dict, table).items():
        keys, marked = _is(list, spec)
        model_fields = {}
        for pair in _is(list, keys):
            key, alias = _is(list, pair)
            model_fields[_is(str, key)] = _is(str, alias)
        marks = []
        for mark in _is(list, marked):
            key, alias, holds = _is(list, mark)
            if key not in model_fields or holds not in ("cards", "piles", "players", None):
                raise ValueError(f"a field marked as holding {holds!r}")
            marks.append((key, _is(str, alias), holds))
        body = {"model_fields": model_fields, "marked_fields": tuple(marks)}
        out[name] = type(name, (_BASES.get(name, Part),), body)
    return out


def _value(node: Any, classes: dict[str, type[Part]]) -> Any:
    kind = type(node)
    if node is None or kind in (str, int, bool):
        return node
    tag = _is(list, node)[0]
    if tag == "l" and len(node) == 2:
        return [_value(v, classes) for v in _is(list, node[1])]
    if tag == "d" and len(node) == 2:
        return {k: _value(v, classes) for k, v in _is(dict, node[1]).items()}
    if tag == "m" and len(node) == 5:
        return _part(node, classes)
    raise ValueError(f"not a node of a copy: {tag!r}")


def _part(node: list[Any], classes: dict[str, type[Part]]) -> Part:
    _, name, values, written, extra = node
    cls = classes[_is(str, name)]
    if len(_is(list, values)) != len(cls.model_fields):
        raise ValueError(f"{name}: {len(values)} values for {len(cls.model_fields)} fields")
    others = None if extra is None else {k: _value(v, classes) for k, v in _is(dict, extra).items()}
    keys = {_is(str, k) for k in _is(list, written)}
    if not keys <= cls.model_fields.keys() | (others or {}).keys():
        raise ValueError(f"{name}: a key written that it does not have")
    fields = dict(zip(cls.model_fields, (_value(v, classes) for v in values), strict=True))
    return cls(fields, keys, others)


def read_copy(body: Any) -> list[tuple[Any, int]]:
    """The scenarios and their lines of a :func:`copy` (parsed from its JSON);
    ``ValueError`` when ``body`` is not one."""
    try:
        classes = _classes(_is(dict, body)["fields"])
        empty = _value(body["empty_player"], classes)
        if type(empty).__name__ != "PlayerSetup" or "Setup" not in classes:
            raise ValueError("no empty set-up of a player")
        classes["Setup"].empty_player = empty  # type: ignore[attr-defined]
        out = []
        for item in _is(list, body["scenarios"]):
            node, line = _is(list, item)
            scenario = _value(node, classes)
            if type(scenario).__name__ != "Scenario":
                raise ValueError("not a scenario")
            out.append((scenario, _is(int, line)))
        return out
    except (TypeError, KeyError, IndexError, RecursionError) as exc:
        raise ValueError(f"not a copy of scenarios: {exc}") from None
