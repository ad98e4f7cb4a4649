"""Running every example on the reference engine once per build, and refusing to
build a site that would show an example the engine did not verify."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Protocol, cast

from kb.loader import KnowledgeBase

__all__ = ["RunResultLike", "SiteBuildError", "check_results", "run_and_check"]


class SiteBuildError(Exception):
    """The site cannot be built; the message is one line, for the console."""


class RunResultLike(Protocol):
    """What the site reads from a run (``engine.runner.RunResult``)."""

    @property
    def scenario_id(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def narration(self) -> list[str]: ...
    @property
    def messages(self) -> list[str]: ...


Runner = Callable[[KnowledgeBase], Mapping[str, RunResultLike]]


def _runner(count: int) -> Runner:
    try:
        module = importlib.import_module("kb.examples")
    except ModuleNotFoundError as exc:
        if exc.name != "kb.examples":
            raise
        raise SiteBuildError(
            f"cannot verify {count} example(s): kb.examples (the reference engine's "
            "example runner) is missing"
        ) from None
    return cast(Runner, module.run_examples)


def check_results(kb: KnowledgeBase, results: Mapping[str, RunResultLike]) -> None:
    """Raise :class:`SiteBuildError` unless every example passed."""
    bad: list[str] = []
    for example in kb.examples:
        sid = example.scenario.id
        result = results.get(sid)
        if result is None:
            bad.append(f"{sid} (not run)")
        elif result.status != "passed":
            first = result.messages[0] if result.messages else "no message"
            bad.append(f"{sid} ({result.status}: {first})")
    if bad:
        shown = "; ".join(bad[:3]) + (f"; and {len(bad) - 3} more" if len(bad) > 3 else "")
        raise SiteBuildError(
            f"{len(bad)} of {len(kb.examples)} example(s) did not pass on the reference "
            f"engine, and the site shows only verified examples: {shown}".replace("\n", " ")
        )


def run_and_check(kb: KnowledgeBase) -> dict[str, RunResultLike]:
    """Run every example once; return the results by scenario id, all passed."""
    if not kb.examples:
        return {}
    results = dict(_runner(len(kb.examples))(kb))
    check_results(kb, results)
    return results
