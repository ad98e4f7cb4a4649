"""``dkb validate``, ``dkb export`` and ``dkb schema``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.format.yamlfile import visible
from kb.export import export_document, schemas
from kb.jsontext import json_text
from kb.loader import KnowledgeBase, LoadError, load
from kb.writer import WriteError, write_all

__all__ = ["export", "report_load_errors", "schema", "validate"]


def report_load_errors(exc: LoadError, outcome: str) -> None:
    """Print every load error, one a line, then a summary naming the first cause."""
    for err in exc.errors:
        print(err, file=sys.stderr)
    first = exc.errors[0] if exc.errors else "unknown"
    print(
        f"dkb: {len(exc.errors)} error(s) in the data, {outcome}; first: {first}", file=sys.stderr
    )


def _load_or_report(data_dir: str | None, outcome: str) -> KnowledgeBase | None:
    try:
        return load(data_dir)
    except LoadError as exc:
        report_load_errors(exc, outcome)
        return None


def validate(data_dir: str | None) -> int:
    """Check the data; print every error, one a line. Exit 0 when clean, else 2."""
    kb = _load_or_report(data_dir, "so it is not valid")
    if kb is None:
        return 2
    from kb.paths import PACKAGED_DATA, PROJECT_ROOT
    from kb.paths import data_dir as resolve_data_dir
    from kb.search.words import WordsError, load_words

    # the search words; their card words must name cards of the project's own data
    # (another data folder may hold only a few cards)
    folder = resolve_data_dir(data_dir).absolute()
    own = folder in (PROJECT_ROOT / "data", PACKAGED_DATA)
    try:
        load_words(card_names={c.name for c in kb.cards.values()} if own else None)
    except WordsError as exc:
        print(exc, file=sys.stderr)
        print("dkb validate: 1 error in the search words, so they are not valid", file=sys.stderr)
        return 2
    print(
        f"ok: {len(kb.cards)} cards, {len(kb.rules)} rules ({len(kb.clauses)} clauses), "
        f"{len(kb.rulings)} rulings, {len(kb.gain_sources)} gain sources, "
        f"{len(kb.timing_notes)} timing notes, {len(kb.accessibility_notes)} accessibility "
        f"notes, {len(kb.examples)} examples"
    )
    return 0


def export(out: str | None, data_dir: str | None, make_parents: bool = False) -> int:
    """Print or write the export; exit 2 (writing nothing) if the data has errors or
    the file cannot be written."""
    kb = _load_or_report(data_dir, "so nothing was written")
    if kb is None:
        return 2
    text = json_text(export_document(kb), indent=1) + "\n"
    if out is None:
        sys.stdout.write(text)
        return 0
    try:
        write_all([(Path(out), text)], make_parents)
    except WriteError as exc:
        print(f"dkb export: {exc}", file=sys.stderr)
        return 2
    return 0


def schema(out_dir: str, make_parents: bool = False) -> int:
    """Write every JSON Schema into ``out_dir``, made if missing (its parent must
    exist unless ``make_parents``); all or nothing: every target is checked before any
    is written."""
    folder = Path(out_dir)
    bodies = schemas()
    if not folder.is_dir():
        if folder.exists() or folder.is_symlink():
            print(f"dkb schema: {visible(str(folder))} is not a folder", file=sys.stderr)
            return 2
        # the folder itself is made; a missing parent only with --parents
        make_parents = make_parents or folder.absolute().parent.is_dir()
    files = [
        (folder / name, json.dumps(b, indent=1, sort_keys=True) + "\n")
        for name, b in bodies.items()
    ]
    try:
        write_all(files, make_parents)
    except WriteError as exc:
        print(f"dkb schema: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(bodies)} schemas to {visible(str(folder))}")
    return 0
