"""Reading scenario files: a YAML document holding one scenario or a list of them."""

from __future__ import annotations

from collections.abc import Callable, Set
from dataclasses import dataclass

from pydantic import ValidationError

from engine.format.errors import dotted, validation_errors
from engine.format.names import scenario_problems
from engine.format.problems import DataError, ScenarioFileError, YamlDocument
from engine.format.scenario import Scenario

__all__ = ["ScenarioFileError", "Unloadable", "read_each_scenario", "read_scenarios"]


@dataclass(frozen=True)
class Unloadable:
    """One scenario of a file that cannot be loaded: where it starts, its id and title
    when they can be read, and its problems (each a one-line :class:`DataError`)."""

    line: int
    id: str | None
    title: str | None
    errors: list[DataError]


def _text(item: dict[object, object], key: str) -> str | None:
    value = item.get(key)
    return value if isinstance(value, str) else None


def _reporter(
    doc: YamlDocument, errors: list[DataError]
) -> Callable[[tuple[str | int, ...], str], None]:
    """A function that adds a problem at a path of ``doc`` to ``errors``."""

    def report(path: tuple[str | int, ...], message: str) -> None:
        errors.append(DataError(doc.file, doc.line(path), message, dotted(path)))

    return report


def read_each_scenario(
    doc: YamlDocument, card_names: Set[str], pile_names: Set[str]
) -> list[tuple[Scenario, int] | Unloadable]:
    """Each scenario in a parsed file, in order: the scenario with its line, or, for one
    that cannot be loaded (a key the format lacks, an unknown card), an
    :class:`Unloadable` with all its problems. A document that is neither a scenario
    (a mapping) nor a list of them is refused whole, as a :class:`ScenarioFileError`."""
    if not isinstance(doc.data, (dict, list)):
        raise ScenarioFileError(
            [DataError(doc.file, doc.line(()), "expected a scenario (a mapping) or a list of them")]
        )
    items = doc.data if isinstance(doc.data, list) else [doc.data]
    prefix_list = isinstance(doc.data, list)
    out: list[tuple[Scenario, int] | Unloadable] = []
    cards, piles = set(card_names), set(pile_names)
    for i, item in enumerate(items):
        base: tuple[str | int, ...] = (i,) if prefix_list else ()
        line = doc.line(base)
        if not isinstance(item, dict):
            error = DataError(doc.file, line, "expected a scenario (a mapping)", dotted(base))
            out.append(Unloadable(line, None, None, [error]))
            continue
        errors: list[DataError] = []
        try:
            scenario = Scenario.model_validate(item)
        except ValidationError as exc:
            errors.extend(validation_errors(exc, doc, Scenario, base))
        else:
            scenario_problems(scenario, cards, piles, _reporter(doc, errors), base)
        if errors:
            out.append(Unloadable(line, _text(item, "id"), _text(item, "title"), errors))
        else:
            out.append((scenario, line))
    return out


def read_scenarios(
    doc: YamlDocument, card_names: Set[str], pile_names: Set[str]
) -> list[tuple[Scenario, int]]:
    """The scenarios in a parsed file, with their lines.

    Every card, pile and player a scenario names must be known; all problems of all
    scenarios are raised together as a :class:`ScenarioFileError`.
    """
    read = read_each_scenario(doc, card_names, pile_names)
    errors = [e for r in read if isinstance(r, Unloadable) for e in r.errors]
    if errors:
        raise ScenarioFileError(errors)
    return [r for r in read if not isinstance(r, Unloadable)]
