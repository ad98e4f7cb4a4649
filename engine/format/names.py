"""Checking the names a scenario uses: cards, piles and players it mentions must exist."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.format.errors import did_you_mean, quoted
from engine.format.marked import Path, marked_names, state_key_names
from engine.format.scenario import ZONES, Scenario

__all__ = ["Path", "Report", "marked_names", "scenario_problems", "state_key_names"]


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
