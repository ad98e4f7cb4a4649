"""``dkb run``: play scenario files, or every example, on the reference engine."""

from __future__ import annotations

import json
import sys

from engine.format.files import ScenarioFileError
from engine.format.yamlfile import DataError
from engine.runner import RunResult, run_scenario_file
from kb.loader import LoadError, load
from kb.play import catalog, run_examples

__all__ = ["run"]


def _print_result(r: RunResult, verbose: bool) -> None:
    where = f"{r.file}:{r.line}: " if r.file else ""
    print(f"{r.status.upper()}: {where}{r.scenario_id}: {r.title}")
    for m in r.messages:
        print(f"    {m}")
    if verbose:
        for sentence in r.narration:
            print(f"    | {sentence}")


def run(files: list[str], as_json: bool, verbose: bool, data_dir: str | None) -> int:
    """Run the scenarios; exit 0 if all pass, 1 if any fail, 2 if any cannot be run."""
    try:
        kb = load(data_dir)
    except LoadError as exc:
        for err in exc.errors:
            print(err, file=sys.stderr)
        return 2
    results: list[RunResult] = []
    bad_files = 0
    if files:
        facts = catalog(kb)
        for path in files:
            try:
                results += run_scenario_file(path, facts)
            except DataError as exc:
                print(exc, file=sys.stderr)
                bad_files += 1
            except ScenarioFileError as exc:
                for err in exc.errors:
                    print(err, file=sys.stderr)
                bad_files += 1
    else:
        results = list(run_examples(kb).values())
    if as_json:
        print(json.dumps([r.as_dict() for r in results], indent=1, ensure_ascii=False))
    else:
        for r in results:
            if r.status != "passed" or verbose:
                _print_result(r, verbose)
        counts = {
            s: sum(1 for r in results if r.status == s) for s in ("passed", "failed", "error")
        }
        print(f"{counts['passed']} passed, {counts['failed']} failed, {counts['error']} error")
    if bad_files or any(r.status == "error" for r in results):
        return 2
    if any(r.status == "failed" for r in results):
        return 1
    return 0
