"""What a build prepares before mkdocs runs: the records, the verified run results
and the API reference, shared with the mkdocs-gen-files script in the same process."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from engine.runner import RunResult
from kb.loader import KnowledgeBase, LoadError, load
from kb.site.reference import build_reference
from kb.site.verify import SiteBuildError, run_and_check

__all__ = ["Prepared", "current", "prepare", "set_current"]


@dataclass(frozen=True)
class Prepared:
    """The inputs of the page generator, all checked."""

    kb: KnowledgeBase
    results: Mapping[str, RunResult]
    reference_html: Path


_current: Prepared | None = None


def prepare(data_dir: Path | None, work_dir: Path) -> Prepared:
    """Load the data, run every example, and build the API reference in ``work_dir``.

    Raises :class:`SiteBuildError` with a one-line message when any step fails.
    """
    try:
        kb = load(data_dir)
    except LoadError as exc:
        first = exc.errors[0] if exc.errors else "unknown"
        raise SiteBuildError(
            f"the data has {len(exc.errors)} error(s) (run `dkb validate`); first: {first}"
        ) from None
    results = run_and_check(kb)
    work_dir.mkdir(parents=True, exist_ok=True)
    html = build_reference(work_dir / "reference-html", work_dir)
    return Prepared(kb, results, html)


def set_current(prepared: Prepared | None) -> None:
    """Hand ``prepared`` to the gen-files script of the build about to run."""
    global _current
    _current = prepared


def current() -> Prepared | None:
    """What :func:`set_current` handed over, if anything."""
    return _current
