"""``dkb run``: play scenario files, or every example, on the reference engine."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from engine.format.problems import DataError, ScenarioFileError, visible
from engine.runner import RunResult
from kb.catalog_cache import cached_catalog
from kb.checked_scenarios import run_file
from kb.cli.terminal import printable
from kb.vocabulary import count

if TYPE_CHECKING:
    from kb.loader import KnowledgeBase

# the loader and the records' models are imported only when needed: a player's own
# file is played from the cached catalogue without them

__all__ = ["run"]


def _print_result(r: RunResult, verbose: bool) -> None:
    """A scenario's outcome; every text from the file is made printable (one line)."""
    where = f"{visible(r.file)}:{r.line}: " if r.file else ""
    print(f"{r.status.upper()}: {where}{_line(r.scenario_id)}: {_line(r.title)}")
    for m in r.messages:
        print(f"    {_line(m)}")
    if verbose:
        for sentence in r.narration:
            print(f"    | {_line(sentence)}")


def _line(text: str) -> str:
    return printable(text).replace("\n", " ")


def _unloaded(path: str, errors: list[DataError]) -> dict[str, Any]:
    """A file that could not be read as scenarios, as ``--json`` lists it."""
    return {
        "id": None,
        "title": None,
        "status": "not loaded",
        "messages": [str(e) for e in errors],
        "narration": [],
        "file": path,
        "line": errors[0].line if errors else 1,
    }


def _load(data_dir: str | None) -> KnowledgeBase:
    from kb.loader import keep_for_the_process, load

    kb = load(data_dir)
    keep_for_the_process()  # every example is played next: a long run of games
    return kb


def run(files: list[str], as_json: bool, verbose: bool, data_dir: str | None) -> int:
    """Run the scenarios; exit 0 if all pass, 1 if any fail, 2 if any cannot be run
    or loaded (a file's other scenarios are still played; each unloadable one counts as
    an error) or a file cannot be read as scenarios at all (each such file is named in
    the summary)."""
    try:
        # a player's own files need only the card facts, kept in a cache between runs
        facts = cached_catalog(data_dir) if files else None
        kb = None if files else _load(data_dir)
    except Exception as exc:
        from kb.cli.commands import report_load_errors
        from kb.loader import LoadError

        if not isinstance(exc, LoadError):
            raise
        report_load_errors(exc, "so no scenario was run")
        return 2
    results: list[RunResult] = []
    unloaded: list[tuple[str, list[DataError]]] = []
    if facts is not None:
        for path in files:
            try:
                results += run_file(path, facts)
            except DataError as exc:
                unloaded.append((path, [exc]))
            except ScenarioFileError as exc:
                unloaded.append((path, exc.errors))
    elif kb is not None:
        from kb.play import run_examples

        results = list(run_examples(kb).values())
    for _, errors in unloaded:
        for err in errors:
            print(err, file=sys.stderr)
    for r in results:
        if not r.loaded:  # a scenario that could not be loaded: each problem on one line
            for message in r.messages:
                print(message, file=sys.stderr)
    if as_json:
        rows = [r.as_dict() for r in results] + [_unloaded(p, e) for p, e in unloaded]
        from kb.jsontext import json_text  # (only --json needs it)

        print(json_text(rows, indent=1))
    else:
        for r in results:
            if r.loaded and (r.status != "passed" or verbose):
                _print_result(r, verbose)
        counts = {
            s: sum(1 for r in results if r.status == s) for s in ("passed", "failed", "error")
        }
        summary = f"{counts['passed']} passed, {counts['failed']} failed, {counts['error']} error"
        if unloaded:
            names = ", ".join(visible(p) for p, _ in unloaded)
            summary += f"; {count(len(unloaded), 'file')} not loaded: {names}"
        print(summary)
    if unloaded or any(r.status == "error" for r in results):
        return 2
    if any(r.status == "failed" for r in results):
        return 1
    return 0
