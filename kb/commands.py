"""``dkb validate``, ``dkb export`` and ``dkb schema``."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

from kb.export import export_document, schemas
from kb.loader import KnowledgeBase, LoadError, load

__all__ = ["export", "schema", "validate", "write_atomic"]


def _load_or_report(data_dir: str | None) -> KnowledgeBase | None:
    try:
        return load(data_dir)
    except LoadError as exc:
        for err in exc.errors:
            print(err, file=sys.stderr)
        print(f"dkb: {len(exc.errors)} error(s); nothing was written", file=sys.stderr)
        return None


def validate(data_dir: str | None) -> int:
    """Check the data; print every error, one a line. Exit 0 when clean, else 2."""
    kb = _load_or_report(data_dir)
    if kb is None:
        return 2
    print(
        f"ok: {len(kb.cards)} cards, {len(kb.rules)} rules ({len(kb.clauses)} clauses), "
        f"{len(kb.rulings)} rulings, {len(kb.gain_sources)} gain sources, "
        f"{len(kb.timing_notes)} timing notes, {len(kb.accessibility_notes)} accessibility "
        f"notes, {len(kb.examples)} examples"
    )
    return 0


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, so nothing is half-written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def export(out: str | None, data_dir: str | None) -> int:
    """Print or write the export; exit 2 (writing nothing) if the data has errors."""
    kb = _load_or_report(data_dir)
    if kb is None:
        return 2
    text = json.dumps(export_document(kb), indent=1, ensure_ascii=False) + "\n"
    if out is None:
        sys.stdout.write(text)
    else:
        try:
            write_atomic(Path(out), text)
        except OSError as exc:
            print(f"dkb: {out}: cannot write: {exc.strerror}", file=sys.stderr)
            return 2
    return 0


def schema(out_dir: str) -> int:
    """Write every JSON Schema into ``out_dir``."""
    folder = Path(out_dir)
    try:
        for name, body in schemas().items():
            write_atomic(folder / name, json.dumps(body, indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        print(f"dkb: {out_dir}: cannot write: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"wrote {len(schemas())} schemas to {folder}")
    return 0
