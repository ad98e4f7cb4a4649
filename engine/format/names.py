"""Checking the names a scenario uses: cards, piles and players it mentions must exist."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from typing import Any, get_args

from pydantic import BaseModel

from engine.format.errors import did_you_mean, quoted
from engine.format.scenario import ZONES, Expect, Holds, Scenario, TokenName

__all__ = ["Path", "Report", "marked_names", "scenario_problems", "state_key_names"]

_TOKENS = frozenset(get_args(TokenName))


def marked_names(model: BaseModel, base: Path = ()) -> Iterator[tuple[Path, Holds, str]]:
    """Every name held by a key whose field is marked with what it holds (the state keys:
    see ``_key`` in ``engine.format.scenario``), with its path: a list's items, a
    mapping's keys (but a token's name) and its string values (a list value holds cards),
    and the names in nested models (an extra turn's player and card)."""
    for key, label, holds in _marked_fields(type(model)):
        value = getattr(model, key)
        if value is None:
            continue
        path = (*base, label)
        if holds is None:  # a list of models with their own marked fields
            for i, item in enumerate(value):
                if isinstance(item, BaseModel):
                    yield from marked_names(item, (*path, i))
            continue
        yield from _names_in(value, path, holds)


@functools.cache
def _marked_fields(model: type[BaseModel]) -> tuple[tuple[str, str, Holds | None], ...]:
    """The fields of ``model`` that hold names: (attribute, key, what it holds), or None
    for what it holds when the field is a list of models (``extra_turns``)."""
    out: list[tuple[str, str, Holds | None]] = []
    for key, field in model.model_fields.items():
        extra = field.json_schema_extra
        holds = extra.get("holds") if isinstance(extra, dict) else None
        if holds in ("cards", "piles", "players"):
            out.append((key, field.alias or key, holds))  # type: ignore[arg-type]
        elif _holds_models(field.annotation):
            out.append((key, field.alias or key, None))
    return tuple(out)


def _holds_models(annotation: Any) -> bool:
    """True when the type ``annotation`` is or holds (``list[X] | None``) a pydantic model
    with fields that hold names (an extra turn)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return bool(_marked_fields(annotation))
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


Path = tuple[str | int, ...]
Report = Callable[[Path, str], None]


def scenario_problems(
    sc: Scenario,
    card_names: set[str],
    pile_names: set[str],
    report: Report,
    base: Path = (),
) -> None:
    """Report every unknown card, pile or player name in a scenario."""

    def card(path: Path, name: str) -> None:
        if name not in card_names:
            report((*base, *path), f"unknown card {quoted(name)}" + did_you_mean(name, card_names))

    def cards(path: Path, names: Iterable[str] | None) -> None:
        for i, name in enumerate(names or []):
            card((*path, i), name)

    def pile(path: Path, name: str) -> None:
        if name not in pile_names and name not in card_names:
            report((*base, *path), f"unknown pile {quoted(name)}" + did_you_mean(name, pile_names))

    players = sc.setup.players

    def player(path: Path, name: str | None) -> None:
        if name is not None and name not in players:
            report((*base, *path), f"unknown player {quoted(name)}" + did_you_mean(name, players))

    check = {"cards": card, "piles": pile, "players": player}
    for path, kind, name in state_key_names(sc):
        check[kind](path, name)

    s = sc.setup
    cards(("setup", "kingdom"), s.kingdom)
    cards(("setup", "events"), s.events)
    cards(("setup", "black_market"), s.black_market)
    cards(("setup", "trash"), s.trash)
    cards(("setup", "first_edition"), s.first_edition)
    if s.bane is not None:
        card(("setup", "bane"), s.bane)
    for pname, count in s.piles.items():
        pile(("setup", "piles", pname), pname)
        if isinstance(count, list):
            cards(("setup", "piles", pname), count)
    for pname in players:
        ps = s.player(pname)
        for zone in ZONES:
            if hasattr(ps, zone):
                cards(("setup", pname, zone), getattr(ps, zone))
    for i, step in enumerate(sc.steps):
        for key in ("play", "buy", "gain"):
            value = getattr(step, key)
            if value is not None:
                card(("steps", i, key), value)
        player(("steps", i, "by"), step.by)
        player(("steps", i, "player"), step.player)
        if step.expect is not None:
            _expect(step.expect, ("steps", i, "expect"), card, cards, pile, player)
    _expect(sc.expect, ("expect",), card, cards, pile, player)


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


def _expect(ex: Any, at: Path, card: Any, cards: Any, pile: Any, player: Any) -> None:
    for name, pe in ex.players().items():
        player((*at, name), name)
        for zone in ZONES:
            cards((*at, name, zone), getattr(pe, zone, None))
    for pname in ex.supply or {}:
        pile((*at, "supply", pname), pname)
    cards((*at, "trash"), ex.trash)
    cards((*at, "black_market"), ex.black_market)
    for pname in ex.score or {}:
        player((*at, "score", pname), pname)
    for key in ("events", "no_events"):
        for i, ev in enumerate(getattr(ex, key)):
            player((*at, key, i, "player"), ev.player)
            if ev.card is not None:
                card((*at, key, i, "card"), ev.card)
    if ex.pending is not None:
        player((*at, "pending", "by"), ex.pending.by)
    player((*at, "turn"), ex.turn)
