"""Running every example on the reference engine once per build, and refusing to
build a site that would show an example the engine did not verify."""

from __future__ import annotations

from collections.abc import Mapping

from engine.runner import RunResult
from kb.loader import KnowledgeBase
from kb.play import run_examples

__all__ = ["SiteBuildError", "check_results", "run_and_check"]


class SiteBuildError(Exception):
    """The site cannot be built; the message is one line, for the console."""


def check_results(kb: KnowledgeBase, results: Mapping[str, RunResult]) -> None:
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


def run_and_check(kb: KnowledgeBase) -> dict[str, RunResult]:
    """Run every example once; return the results by scenario id, all passed."""
    if not kb.examples:
        return {}
    results = run_examples(kb)
    check_results(kb, results)
    return results
