"""Reading scenario files: a YAML document holding one scenario or a list of them."""

from __future__ import annotations

from collections.abc import Set

from pydantic import ValidationError

from engine.format.errors import dotted, validation_errors
from engine.format.names import scenario_problems
from engine.format.scenario import Scenario
from engine.format.yamlfile import DataError, YamlDocument

__all__ = ["ScenarioFileError", "read_scenarios"]


class ScenarioFileError(Exception):
    """A scenario file with problems, each a one-line :class:`DataError`."""

    def __init__(self, errors: list[DataError]) -> None:
        super().__init__("; ".join(map(str, errors)))
        self.errors = errors


def read_scenarios(
    doc: YamlDocument, card_names: Set[str], pile_names: Set[str]
) -> list[tuple[Scenario, int]]:
    """The scenarios in a parsed file, with their lines.

    Every card, pile and player a scenario names must be known; all problems are
    raised together as a :class:`ScenarioFileError`.
    """
    items = doc.data if isinstance(doc.data, list) else [doc.data]
    prefix_list = isinstance(doc.data, list)
    errors: list[DataError] = []
    out: list[tuple[Scenario, int]] = []
    for i, item in enumerate(items):
        base: tuple[str | int, ...] = (i,) if prefix_list else ()
        if not isinstance(item, dict):
            errors.append(
                DataError(doc.file, doc.line(base), "expected a scenario (a mapping)", dotted(base))
            )
            continue
        try:
            scenario = Scenario.model_validate(item)
        except ValidationError as exc:
            errors.extend(validation_errors(exc, doc, Scenario, base))
            continue

        def report(path: tuple[str | int, ...], message: str) -> None:
            errors.append(DataError(doc.file, doc.line(path), message, dotted(path)))

        scenario_problems(scenario, set(card_names), set(pile_names), report, base)
        out.append((scenario, doc.line(base)))
    if errors:
        raise ScenarioFileError(errors)
    return out
