"""Reading ``data/`` into a :class:`KnowledgeBase`, checking every file and reference.

>>> kb = load()
>>> kb.card("walled village").name
'Walled Village'
"""

from __future__ import annotations

import functools
import gc
import os
import stat
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from engine.format.errors import dotted, quoted, validation_errors
from engine.format.yamlfile import DataError, YamlDocument, read_yaml_file
from kb.crossref import check_references
from kb.knowledge import Example, KnowledgeBase, Located
from kb.models import (
    Card,
    Document,
    Rule,
    TimingNote,
    slug,
)
from kb.parse_cache import ParseCache
from kb.paths import RECORD_FOLDERS, SOURCES_FILE, data_dir, record_files, shown

__all__ = [
    "Example",
    "KnowledgeBase",
    "LoadError",
    "Located",
    "keep_for_the_process",
    "load",
    "project_knowledge_base",
]

M = TypeVar("M", bound=BaseModel)


class LoadError(Exception):
    """Raised by :func:`load` with every problem found in the data set."""

    def __init__(self, errors: list[DataError]) -> None:
        super().__init__(f"{len(errors)} error(s) in the knowledge base")
        self.errors = errors


def _validate(model: type[M], doc: YamlDocument, errors: list[DataError]) -> M | None:
    if not isinstance(doc.data, dict):
        errors.append(DataError(doc.file, 1, f"expected one {model.__name__} record (a mapping)"))
        return None
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        errors.extend(validation_errors(exc, doc, model))
        return None


def load(root: str | Path | None = None) -> KnowledgeBase:
    """Load and check the knowledge base in ``root`` (default: :func:`kb.paths.data_dir`:
    ``$DKB_DATA``, else the project's ``data/``, else the records installed with ``dkb``).

    Raises :class:`LoadError` listing every problem found, each with file and line:
    first the files that cannot be read or do not hold a valid record (the causes),
    then references between records. A reference to a card whose own file is broken
    is not an error of its own.

    The cycle collector is off while it loads: loading makes hundreds of thousands of
    objects (the parses, the records), and the collector's passes over them cost
    ``dkb validate`` nearly half its time; what it leaves is collected afterwards.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _load(root)
    finally:
        if collecting:
            gc.enable()


def _load(root: str | Path | None) -> KnowledgeBase:
    root = data_dir(root)
    kb = KnowledgeBase(root=root)
    errors: list[DataError] = []
    if not root.is_dir():
        raise LoadError([DataError(shown(root), 1, "no such data folder")])

    inside = os.path.realpath(root)
    sources_file = root / SOURCES_FILE
    if sources_file.exists() or sources_file.is_symlink():
        try:
            _in_jail(sources_file, inside)
            doc = read_yaml_file(str(sources_file), shown(sources_file))
            if not isinstance(doc.data, list):
                errors.append(DataError(doc.file, 1, "expected a list of documents"))
            else:
                for i, item in enumerate(doc.data):
                    try:
                        d = Document.model_validate(item)
                    except ValidationError as exc:
                        errors.extend(validation_errors(exc, doc, Document, (i,)))
                        if isinstance(item, dict) and isinstance(item.get("id"), str):
                            kb.broken_ids.add(item["id"])
                        continue
                    kb.documents[d.id] = d
                    kb.where[f"document:{d.id}"] = Located(doc.file, (i,), doc.line((i,)))
        except DataError as exc:
            errors.append(exc)
            kb.broken_ids.add(SOURCES_FILE)
    else:
        errors.append(DataError(shown(sources_file), 1, "missing: the list of documents"))
    for sub in RECORD_FOLDERS:
        folder = root / sub
        if folder.exists() and not os.access(folder, os.R_OK | os.X_OK):
            errors.append(DataError(shown(folder), 1, "cannot read the folder"))

    records: list[tuple[str, Any, YamlDocument]] = []
    models: dict[str, type[BaseModel]] = {"cards": Card, "rules": Rule, "timing": TimingNote}
    parsed = ParseCache(root)  # only the files changed since the last load are parsed
    outside = set()
    for sub in RECORD_FOLDERS:
        try:
            _in_jail(root / sub, inside)
        except DataError as exc:
            errors.append(exc)
            outside.add(sub)
    for path in record_files(root):
        kind = path.parent.name
        if kind in outside:
            continue
        try:
            _in_jail(path, inside)
            doc = parsed.read(path, shown(path))
        except DataError as exc:
            errors.append(exc)
            kb.broken_ids.add(path.stem)
            continue
        record = _validate(models[kind], doc, errors)
        if record is None:
            kb.broken_ids.add(path.stem)
            if isinstance(doc.data, dict) and isinstance(doc.data.get("name"), str):
                kb.broken_ids.add(slug(doc.data["name"]))
            continue
        rid = str(record.model_dump(include={"id"})["id"])
        if path.stem != rid:
            errors.append(
                DataError(
                    doc.file,
                    doc.line(("id",)),
                    f"id {quoted(rid)} should match the file name {quoted(path.stem)}",
                    "id",
                )
            )
        records.append((kind, record, doc))

    parsed.save()
    _index(kb, records, errors)
    causes = sorted(errors, key=lambda e: (e.file, e.line))
    references: list[DataError] = []
    check_references(kb, records, references)
    if causes or references:
        raise LoadError([*causes, *sorted(references, key=lambda e: (e.file, e.line))])
    return kb


def _in_jail(path: Path, inside: str) -> None:
    """Raise :class:`DataError` when ``path`` is a symbolic link (or is in a folder that
    is one) to a file or folder outside the data folder ``inside`` (resolved): the data
    folder is a jail, and nothing outside it is read. Links to what is not a file or a
    folder are left to the reader, which refuses them."""
    try:
        kind = stat.S_IFMT(os.stat(path).st_mode)
    except OSError:
        return
    if kind not in (stat.S_IFREG, stat.S_IFDIR):
        return
    real = os.path.realpath(path)
    if real != inside and not real.startswith(inside.rstrip(os.sep) + os.sep):
        raise DataError(
            shown(path),
            1,
            "a symbolic link out of the data folder: only the data folder's own files are "
            "read; copy the file in instead",
        )


def _claim(
    kb: KnowledgeBase,
    seen: dict[str, Located],
    rid: str,
    what: str,
    where: Located,
    errors: list[DataError],
) -> bool:
    if rid in seen:
        first = seen[rid]
        errors.append(
            DataError(
                where.file,
                where.line,
                f"duplicate id {quoted(rid)} ({what}); first used at {first.file}:{first.line}",
                _path_text(where.path),
            )
        )
        return False
    seen[rid] = where
    kb.where[rid] = where
    return True


def _path_text(path: tuple[str | int, ...]) -> str:
    return dotted(path)


def _index(
    kb: KnowledgeBase,
    records: list[tuple[str, Any, YamlDocument]],
    errors: list[DataError],
) -> None:
    seen: dict[str, Located] = {}
    scenario_ids: dict[str, Located] = {}

    def at(doc: YamlDocument, *path: str | int) -> Located:
        return Located(doc.file, tuple(path), doc.line(tuple(path)))

    def examples(
        doc: YamlDocument,
        owner_kind: str,
        owner: Any,
        base: tuple[str | int, ...],
        card: str | None,
    ) -> None:
        for i, sc in enumerate(owner.examples):
            where = at(doc, *base, "examples", i)
            if sc.id in scenario_ids:
                first = scenario_ids[sc.id]
                errors.append(
                    DataError(
                        where.file,
                        doc.line((*base, "examples", i, "id")),
                        f"duplicate scenario id {quoted(sc.id)}; first used at {first.file}:{first.line}",
                        _path_text((*base, "examples", i, "id")),
                    )
                )
                continue
            scenario_ids[sc.id] = where
            kb.examples.append(Example(sc, owner_kind, owner.id, card, where))

    names: dict[str, Located] = {}
    for kind, record, doc in records:
        if kind == "cards":
            card: Card = record
            if not _claim(kb, seen, card.id, "card", at(doc, "id"), errors):
                continue
            key = card.name.lower()
            if key in names:
                first = names[key]
                errors.append(
                    DataError(
                        doc.file,
                        doc.line(("name",)),
                        f"duplicate card name {quoted(card.name)}; first used at "
                        f"{first.file}:{first.line}",
                        "name",
                    )
                )
                continue
            names[key] = at(doc, "name")
            kb.cards[card.id] = card
            kb._by_name[key] = card
            for alias in card.aliases:
                kb._by_name.setdefault(alias.lower(), card)
            for i, ruling in enumerate(card.rulings):
                if _claim(kb, seen, ruling.id, "ruling", at(doc, "rulings", i, "id"), errors):
                    kb.rulings[ruling.id] = ruling
                    kb.ruling_card[ruling.id] = card.id
                    examples(doc, "ruling", ruling, ("rulings", i), card.name)
            for i, gs in enumerate(card.gain_sources):
                if _claim(kb, seen, gs.id, "gain source", at(doc, "gain_sources", i, "id"), errors):
                    kb.gain_sources[gs.id] = gs
                    kb.gain_source_card[gs.id] = card.id
                    examples(doc, "gain_source", gs, ("gain_sources", i), card.name)
            if card.accessibility is not None:
                note = card.accessibility
                if _claim(
                    kb, seen, note.id, "accessibility note", at(doc, "accessibility", "id"), errors
                ):
                    kb.accessibility_notes[note.id] = note
                    kb.note_card[note.id] = card.id
        elif kind == "rules":
            rule: Rule = record
            if not _claim(kb, seen, rule.id, "rule", at(doc, "id"), errors):
                continue
            kb.rules[rule.id] = rule
            kb._rule_by_name[rule.name.lower()] = rule
            for alias in rule.aliases:
                kb._rule_by_name.setdefault(alias.lower(), rule)
            for i, clause in enumerate(rule.clauses):
                if _claim(kb, seen, clause.id, "rule clause", at(doc, "clauses", i, "id"), errors):
                    kb.clauses[clause.id] = clause
                    kb.clause_rule[clause.id] = rule.id
                    examples(doc, "clause", clause, ("clauses", i), None)
        else:
            note_t: TimingNote = record
            if _claim(kb, seen, note_t.id, "timing note", at(doc, "id"), errors):
                kb.timing_notes[note_t.id] = note_t
                examples(doc, "timing_note", note_t, (), None)


@functools.cache
def project_knowledge_base() -> KnowledgeBase:
    """The knowledge base in ``$DKB_DATA`` or the project's ``data/``, loaded once and
    kept for the process (:func:`keep_for_the_process`)."""
    kb = load()
    keep_for_the_process()
    return kb


def keep_for_the_process() -> None:
    """Take every object alive now out of the cycle collector's sight for the rest of
    the process (:func:`gc.freeze`), once the garbage among them is collected.

    For what is loaded once and kept (the records, the catalogue built from them, the
    card modules imported so far): each full collection would walk all of it again, and
    in a long run of games (``make soak``, the benchmarks, ``dkb run``) those walks cost
    more than a third of the time, growing with the knowledge base rather than with the
    games."""
    gc.collect()
    gc.freeze()
