"""Playing a scenario strictly: every decision must be scripted, every answer used.

:func:`run_scenario` gives a :class:`RunResult`: ``passed``; ``failed`` with each
mismatch (expected, found, where); or ``error`` for a scenario that cannot be run.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from engine.catalog import Catalog
from engine.decisions import Asked, Decision, IllegalAnswer
from engine.events import Event
from engine.format.limits import MAX_MOVES, LimitError, too_many_moves
from engine.game import Game, RuleError
from engine.setup import ScenarioError, build_game, check_implemented, keys_registered
from engine.state_keys import GAME_KEYS, PLAYER_KEYS, Compare, StateKey
from engine.values import Phase, ZoneKind

if TYPE_CHECKING:  # the models are imported only to read a file: see run_read
    from engine.format.files import Unloadable
    from engine.format.problems import YamlDocument
    from engine.format.scenario import EventPattern, Expect, Scenario, Step

__all__ = [
    "RunResult",
    "run_read",
    "run_scenario",
    "run_scenario_file",
    "run_scenario_text",
    "table",
]


class RunResult:
    """The outcome of one scenario, with the engine's own account of the game."""

    scenario_id: str
    title: str
    status: str
    messages: list[str]
    narration: list[str]
    events: list[dict[str, Any]]
    file: str | None
    line: int | None
    before: dict[str, list[str]]
    """Where every card was once the game was set up: see :func:`table`."""
    after: dict[str, list[str]]
    """Where every card was when the scenario ended: see :func:`table`."""
    loaded: bool
    """False for a scenario of a file that could not be loaded (an unknown card, a key
    the format lacks): its status is ``error`` and each message is one problem, as a
    ``file:line: ...`` line."""

    def __init__(
        self,
        scenario_id: str,
        title: str,
        status: str,
        messages: list[str] | None = None,
        narration: list[str] | None = None,
        events: list[dict[str, Any]] | None = None,
        file: str | None = None,
        line: int | None = None,
        before: dict[str, list[str]] | None = None,
        after: dict[str, list[str]] | None = None,
        loaded: bool = True,
    ) -> None:
        self.scenario_id = scenario_id
        self.title = title
        self.status = status
        self.messages = [] if messages is None else messages
        self.narration = [] if narration is None else narration
        self.events = [] if events is None else events
        self.file = file
        self.line = line
        self.before = {} if before is None else before
        self.after = {} if after is None else after
        self.loaded = loaded

    def __repr__(self) -> str:
        return (
            f"RunResult(scenario_id={self.scenario_id!r}, status={self.status!r}, "
            f"messages={self.messages!r})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RunResult):
            return NotImplemented
        return vars(self) == vars(other)

    __hash__ = None  # type: ignore[assignment]  # (it changes: no hash, as for a list)

    @property
    def passed(self) -> bool:
        """True when the scenario resolved as it claims."""
        return self.status == "passed"

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready mapping."""
        return {
            "id": self.scenario_id or None,
            "title": self.title or None,
            "status": self.status,
            "messages": self.messages,
            "narration": self.narration,
            "file": self.file,
            "line": self.line,
        }


T = TypeVar("T")


class _Stop(Exception):
    """The script ended while the engine was waiting on a decision."""

    def __init__(self, decision: Asked) -> None:
        super().__init__(decision.describe())
        self.decision = decision


class _Failed(Exception):
    """A step the rules refused although the scenario expected it to happen."""


class ScriptedRun:
    """The state of one scenario run: its script, the game and what went wrong."""

    def __init__(self, scenario: Scenario, catalog: Catalog) -> None:
        self.scenario = scenario
        self.steps = scenario.steps
        self.index = 0
        self.mismatches: list[str] = []
        self.pending: Asked | None = None
        named = [n for s in scenario.steps for n in (s.play, s.buy, s.gain) if n is not None]
        self.setting_up = True  # (decisions of the set-up come first: Inherited's)
        self.game: Game = build_game(scenario.setup, catalog, self, named=named)
        self.setting_up = False
        self.moves_at_start = self.game.moves_made

    # -- the scripted agent ------------------------------------------------------------
    def decide(self, decision: Decision[T]) -> T:
        """Answer ``decision`` from the script; anything unscripted is an error."""
        self.pending = decision
        self._bound_moves()
        while True:
            if self.index >= len(self.steps):
                raise _Stop(decision)
            step = self.steps[self.index]
            number = self.index + 1
            if step.action == "expect" and step.expect is not None:
                self.index += 1
                self.check(step.expect, f"step {number}")
                continue
            if step.action != "choose":
                raise ScenarioError(
                    f"step {number} ({_step_text(step)}) came while the engine was waiting "
                    f"for {decision.describe()}"
                )
            self.index += 1
            chooser = decision.chooser().name
            if step.by is not None and step.by != chooser:
                raise ScenarioError(
                    f"step {number}: the waiting decision is {chooser}'s, not {step.by}'s, "
                    f"to make: {decision.describe()}"
                )
            if step.for_ is not None and step.for_ != decision.player.name:
                raise ScenarioError(
                    f"step {number}: the waiting decision is for {decision.player.name}, "
                    f"not {step.for_}: {decision.describe()}"
                )
            if step.options is not None:
                self._compare_options(f"step {number}.options", step.options, decision)
            try:
                value = decision.parse(step.choose)
            except IllegalAnswer as exc:
                if step.refused is not None:
                    if step.refused.lower() not in str(exc).lower():
                        self.mismatches.append(
                            f'step {number}: refused with "{exc}", which does not contain '
                            f'"{step.refused}"'
                        )
                    continue
                raise ScenarioError(
                    f"step {number}: {step.choose!r} is not a legal answer ({exc}); "
                    f"the engine was waiting for {decision.describe()}"
                ) from None
            if step.refused is not None:
                self.mismatches.append(
                    f"step {number}: expected the answer {step.choose!r} to be refused, "
                    "but it was accepted"
                )
            self.pending = None
            return value

    def _compare_options(self, where: str, options: list[str | int], decision: Asked) -> None:
        want = sorted(map(str, set(options)))
        have = sorted(map(str, set(decision.labels())))
        if want != have:
            self.mismatches.append(f"{where}: expected options {want}, found {have}")

    def _bound_moves(self) -> None:
        """Stop a scenario whose cards have changed place more than :data:`MAX_MOVES`
        times (checked at each step and decision, not on every move)."""
        if self.setting_up:
            return
        moves = self.game.moves_made - self.moves_at_start
        if moves > MAX_MOVES:
            raise LimitError(too_many_moves(moves, MAX_MOVES))

    # -- steps ---------------------------------------------------------------------------
    def run(self) -> None:
        while self.index < len(self.steps):
            self._bound_moves()
            step = self.steps[self.index]
            number = self.index + 1
            self.index += 1
            if step.action == "choose":
                raise ScenarioError(
                    f"step {number}: choose {step.choose!r}, but no decision is waiting"
                )
            if step.action == "expect" and step.expect is not None:
                self.check(step.expect, f"step {number}")
                continue
            turn_step = step.action in ("play", "buy", "phase", "end_turn")
            if step.by is not None and turn_step and step.by != self.game.current.name:
                raise ScenarioError(
                    f"step {number}: it is {self.game.current.name}'s turn, not {step.by}'s"
                )
            if step.refused is not None:
                self._refused(step, number)
                continue
            try:
                self._do(step)
            except RuleError as exc:
                raise _Failed(f"step {number} ({_step_text(step)}) was refused: {exc}") from None

    def _refused(self, step: Step, number: int) -> None:
        before = snapshot(self.game)
        events = len(self.game.events)
        try:
            self._do(step)
        except RuleError as exc:
            if step.refused is not None and step.refused.lower() not in str(exc).lower():
                self.mismatches.append(
                    f'step {number}: refused with "{exc}", which does not contain "{step.refused}"'
                )
            if snapshot(self.game) != before:
                self.mismatches.append(f"step {number}: the refused step changed the state")
            self.game.forget_events_after(events)
            return
        self.mismatches.append(
            f"step {number}: expected {_step_text(step)} to be refused, but it happened"
        )

    def _do(self, step: Step) -> None:
        g = self.game
        if step.play is not None:
            g.play_from_hand(g.current, step.play)
        elif step.buy is not None:
            g.buy(g.current, step.buy)
        elif step.phase is not None:
            g.advance_to(Phase(step.phase))
        elif step.end_turn:
            g.end_turn()
        elif step.pay_debt is not None:
            payer = g.player(step.by) if step.by is not None else g.current
            g.pay_off_debt(payer, step.pay_debt)
        elif step.end_game:
            g.end_game()
        elif step.gain is not None and step.player is not None:
            player = g.player(step.player)
            if step.to is not None and step.to not in player.zones:
                raise ScenarioError(f'cannot gain to "{step.to}"')
            to = ZoneKind(step.to) if step.to is not None else None
            pile = g.pile(step.gain)
            if pile is None:
                raise RuleError(f"{step.gain} is not in the Supply")
            if not pile.cards or pile.cards[0].name != step.gain:
                raise RuleError(f"there is no {step.gain} to gain")
            g.gain(player, pile.cards[0], pile, to=to)

    # -- checking ------------------------------------------------------------------------
    def check(self, ex: Expect, where: str) -> None:
        """Compare the state now with ``ex``; record each difference."""
        g = self.game
        miss = self.mismatches

        def compare(label: str, want: Any, have: Any) -> None:
            if want != have:
                miss.append(f"{where}: {label}: expected {want}, found {have}")

        for name, pe in ex.players().items():
            p = g.player(name)
            written = pe.model_fields_set
            keys_registered(PLAYER_KEYS, pe)
            for key in PLAYER_KEYS.values():
                want = getattr(pe, key.name) if key.name in written else None
                if want is not None and key.read is not None:
                    _compare_key(key, f"{name}.{key.name}", want, key.read(g, p), compare)
        written = ex.model_fields_set
        keys_registered(GAME_KEYS, ex)
        for key in GAME_KEYS.values():
            want = getattr(ex, key.name) if key.name in written else None
            if want is not None and key.read is not None:
                _compare_key(key, key.name, want, key.read(g, g.current), compare)
        if ex.score is not None:
            if not g.over:
                miss.append(f"{where}: score: the game has not ended")
            else:
                for name, vp in ex.score.items():
                    compare(f"score.{name}", vp, g.scores.get(name))
        if ex.winners is not None:
            if not g.over:
                miss.append(f"{where}: winners: the game has not ended")
            else:
                compare("winners", sorted(ex.winners), sorted(g.winners))
        if ex.events:
            _check_sequence(ex.events, g.events, lambda m: miss.append(f"{where}: events: {m}"))
        for i, pattern in enumerate(ex.no_events):
            hit = next((e for e in g.events if _matches(pattern, e)), None)
            if hit is not None:
                miss.append(f'{where}: no_events[{i}]: it happened: "{hit.text}"')
        if ex.pending is not None:
            if self.pending is None:
                miss.append(f"{where}: pending: expected a decision waiting, found none")
            else:
                if ex.pending.by is not None:
                    compare("pending.by", ex.pending.by, self.pending.chooser().name)
                if ex.pending.options is not None:
                    self._compare_options(
                        f"{where}: pending.options", ex.pending.options, self.pending
                    )


def _compare_key(
    key: StateKey, label: str, want: Any, have: Any, compare: Callable[[str, Any, Any], None]
) -> None:
    """Compare one state key's expected value with the game's, the key's way."""
    if key.want is not None:
        want = key.want(want)
    if key.compare is Compare.ENTRIES:
        for entry, value in want.items():
            found = have[entry]
            if isinstance(value, int) and isinstance(found, list):
                found = len(found)
            compare(f"{label}.{entry}", value, found)
        return
    compare(label, key.normal(want), key.normal(have))


def _matches(pattern: EventPattern, event: Event) -> bool:
    return (
        pattern.type == event.type
        and (pattern.player is None or pattern.player == event.player)
        and (pattern.card is None or pattern.card == event.card)
        and (pattern.from_ is None or pattern.from_ == event.from_)
        and (pattern.to is None or pattern.to == event.to)
    )


def _check_sequence(
    patterns: list[EventPattern], events: list[Event], report: Callable[[str], None]
) -> None:
    i = 0
    for n, pattern in enumerate(patterns):
        while i < len(events) and not _matches(pattern, events[i]):
            i += 1
        if i >= len(events):
            shown = pattern.model_dump(by_alias=True, exclude_none=True)
            report(f"event {n} {shown} did not occur (in this order)")
            return
        i += 1


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything a refused step must leave as it was: where every card is, and the value of
    every state key."""
    zones = tuple((id(z), tuple(c.uid for c in z.cards)) for z in game.all_zones())
    keys = tuple(  # every other key's value: counters, mats, tokens, the turn's facts
        repr(key.read(game, p))
        for p in game.players
        for key in PLAYER_KEYS.values()
        if key.read is not None
    )
    shared = tuple(
        repr(key.read(game, game.current))
        for key in GAME_KEYS.values()
        if key.read is not None and key.compare is not Compare.ENTRIES
    )
    return zones, keys, shared, game.phase, game.turn_index, game.over


def table(game: Game) -> dict[str, list[str]]:
    """Every non-empty zone's card names (in order, top first) and every player's
    counters that are not at rest, keyed ``<player> <zone>`` (``Alice hand``,
    ``Alice set_aside Prince``, ``Alice coins``), ``trash``, ``supply <pile>`` and
    ``non_supply <pile>``. A counter's value is one string (``["3"]``)."""
    out: dict[str, list[str]] = {}
    for zone in game.all_zones():
        if not zone.cards:
            continue
        owner = f"{zone.owner.name} " if zone.owner is not None else ""
        label = f" {zone.label}" if zone.label else ""
        out[f"{owner}{zone.kind.value}{label}"] = zone.names()
    for p in game.players:
        for name in ("actions", "buys", "coins", "potions", "debt", "vp_tokens"):
            value = getattr(p, name)
            if value:
                out[f"{p.name} {name}"] = [str(value)]
    return out


def _step_text(step: Step) -> str:
    action = step.action
    value = getattr(step, action)
    return action if value is True else f"{action} {value}"


def run_scenario(
    scenario: Scenario, catalog: Catalog, file: str | None = None, line: int | None = None
) -> RunResult:
    """Play ``scenario`` on the reference engine and compare the result with its claims."""
    result = RunResult(scenario.id, scenario.title, "passed", file=file, line=line)
    run: ScriptedRun | None = None
    try:
        check_implemented(scenario, catalog)
        run = ScriptedRun(scenario, catalog)
        result.before = table(run.game)
        ended_waiting = False
        try:
            run.run()
        except _Stop:
            ended_waiting = True
        if ended_waiting and scenario.expect.pending is None:
            assert run.pending is not None
            raise ScenarioError(
                f"the scenario ends with a decision still waiting: {run.pending.describe()}"
            )
        if not ended_waiting:
            run.pending = None
        run.check(scenario.expect, "expect")
        if run.mismatches:
            result.status = "failed"
            result.messages = run.mismatches
    except _Failed as exc:
        result.status = "failed"
        result.messages = [*(run.mismatches if run else []), str(exc)]
    except (ScenarioError, LimitError) as exc:
        result.status = "error"
        step = f"step {run.index}: " if isinstance(exc, LimitError) and run is not None else ""
        result.messages = [f"{step}{exc}"]
    except _Stop as exc:  # a decision asked while building: cannot happen, but be plain
        result.status = "error"
        result.messages = [f"unexpected decision: {exc}"]
    except Exception as exc:  # an engine bug: report it as this scenario's error, plainly
        if os.environ.get("DKB_DEBUG"):
            raise
        result.status = "error"
        step = f" at step {run.index}" if run is not None else ""
        result.messages = [
            f"the engine failed{step}: {type(exc).__name__}: {exc} (a bug in the engine; "
            "set DKB_DEBUG=1 for the traceback)"
        ]
    if run is not None:
        result.narration = [e.text for e in run.game.events if e.text]
        result.events = [e.as_dict() for e in run.game.events]
        result.after = table(run.game)
    return result


def run_scenario_text(text: str, catalog: Catalog, name: str = "<scenario>") -> list[RunResult]:
    """Run every scenario in a YAML text that can be loaded; each one that cannot is an
    ``error`` result (see :attr:`RunResult.loaded`). Raises DataError or
    ScenarioFileError when the text cannot be read as scenarios at all."""
    from engine.format.yamlfile import parse_yaml

    return _run_document(parse_yaml(text, name), catalog)


def run_scenario_file(path: str, catalog: Catalog) -> list[RunResult]:
    """Run every scenario in a YAML file that can be loaded, as
    :func:`run_scenario_text` does."""
    from engine.format.yamlfile import read_yaml_file

    return _run_document(read_yaml_file(path), catalog)


def _run_document(doc: YamlDocument, catalog: Catalog) -> list[RunResult]:
    from engine.format.files import read_each_scenario

    read = read_each_scenario(doc, catalog.card_names, catalog.pile_names)
    return run_read(read, doc.file, catalog)


def run_read(
    read: Iterable[tuple[Scenario, int] | Unloadable], file: str, catalog: Catalog
) -> list[RunResult]:
    """Run each scenario read from ``file`` (with its line), in order; each one that
    could not be loaded is an ``error`` result. The scenarios may be the models of
    :mod:`engine.format.scenario` or their checked copies (:mod:`engine.format.checked`)."""
    out: list[RunResult] = []
    for item in read:
        if isinstance(item, tuple):
            scenario, line = item
            out.append(run_scenario(scenario, catalog, file=file, line=line))
        else:
            out.append(_unloadable_result(item, file))
    return out


def _unloadable_result(read: Unloadable, file: str) -> RunResult:
    return RunResult(
        read.id or "",
        read.title or "",
        "error",
        [str(e) for e in read.errors],
        file=file,
        line=read.line,
        loaded=False,
    )
