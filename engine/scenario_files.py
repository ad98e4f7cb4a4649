"""Reading a player's own scenario file and running it like the built-in examples."""

from __future__ import annotations

import functools

from pydantic import ValidationError

from engine.catalog import Catalog
from engine.runner import RunResult, run_scenario
from kb.crossref import scenario_problems
from kb.errors import dotted, validation_errors
from kb.loader import KnowledgeBase, load
from kb.scenario import Scenario
from kb.yamlfile import DataError, YamlDocument, parse_yaml, read_yaml_file

__all__ = ["knowledge_base", "read_scenarios", "run_scenario_file", "run_scenario_text"]


@functools.lru_cache(maxsize=1)
def knowledge_base() -> KnowledgeBase:
    """The project's knowledge base, loaded once."""
    return load()


def read_scenarios(doc: YamlDocument, kb: KnowledgeBase) -> list[tuple[Scenario, int]]:
    """The scenarios in a parsed file, with their lines; :class:`DataError` list on problems."""
    items = doc.data if isinstance(doc.data, list) else [doc.data]
    prefix_list = isinstance(doc.data, list)
    errors: list[DataError] = []
    out: list[tuple[Scenario, int]] = []
    names = set(kb.card_names)
    piles = kb.pile_names()
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

        scenario_problems(scenario, names, piles, report, base)
        out.append((scenario, doc.line(base)))
    if errors:
        raise ScenarioFileError(errors)
    return out


class ScenarioFileError(Exception):
    """A scenario file with problems, each a one-line :class:`DataError`."""

    def __init__(self, errors: list[DataError]) -> None:
        super().__init__("; ".join(map(str, errors)))
        self.errors = errors


def _run_doc(doc: YamlDocument, kb: KnowledgeBase) -> list[RunResult]:
    catalog = Catalog.from_knowledge_base(kb)
    return [
        run_scenario(sc, catalog, file=doc.file, line=line) for sc, line in read_scenarios(doc, kb)
    ]


def run_scenario_text(text: str, name: str = "<scenario>") -> list[RunResult]:
    """Run every scenario in a YAML text."""
    kb = knowledge_base()
    return _run_doc(parse_yaml(text, name), kb)


def run_scenario_file(path: str, kb: KnowledgeBase | None = None) -> list[RunResult]:
    """Run every scenario in a YAML file; raises DataError or ScenarioFileError."""
    kb = kb or knowledge_base()
    return _run_doc(read_yaml_file(path), kb)
