"""Checked copies of the scenario files ``dkb run FILE`` plays, so that playing a file
again starts without parsing its YAML or building the scenario models (pydantic).

A file's copy (see :mod:`engine.format.checked`) is kept only when every scenario in
it loaded, and it is keyed by the file's bytes, the card and pile names it was checked
against, and the code that reads and checks scenarios: an edit to any of them makes a
new key, and the file is read and checked again. A file that cannot be read as a
regular file of at most :data:`~engine.format.problems.MAX_BYTES` bytes is read the
usual way, which gives its error. The copy is one cache file per scenario file, read
as untrusted input (:mod:`kb.cache`): anything unexpected in it is a miss.
"""

from __future__ import annotations

import os
import zlib

from engine.catalog import Catalog
from engine.format.checked import read_copy
from engine.format.problems import MAX_BYTES
from engine.runner import RunResult, run_read, run_scenario_file
from kb.cache import head_for, read_checked, read_regular, store
from kb.jsonread import loads
from kb.paths import cache_dirs, cache_folders, code_key, project_root

__all__ = ["run_file"]

_FORMAT = 2
"""Bumped when what a copy holds changes."""


def _digest(data: bytes) -> str:
    """Two checksums and the length of ``data``: what keys a copy by the bytes it was
    made from (as :func:`kb.paths.fingerprint` keys the caches; hashlib would load
    OpenSSL, which costs a cold ``dkb run`` more than reading the copy)."""
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def _key(raw: bytes, catalog: Catalog) -> str:
    names = "\0".join(sorted(catalog.card_names)) + "\1" + "\0".join(sorted(catalog.pile_names))
    root = project_root()  # (paths as text: a checked copy is read without pathlib)
    code = code_key([os.path.join(root, "engine", "format"),
                     os.path.join(root, "engine", "values.py"),
                     os.path.join(root, "kb", "checked_scenarios.py")])  # fmt: skip
    checked = _digest(names.encode("utf-8", "surrogateescape"))
    return f"scenarios {_FORMAT} {code} {checked} {_digest(raw)}"


def _name(path: str) -> str:
    where = os.path.abspath(path).encode("utf-8", "surrogateescape")
    return f"scenarios-{zlib.crc32(where):08x}.json"


def run_file(path: str, catalog: Catalog) -> list[RunResult]:
    """Play every scenario of the file ``path`` as
    :func:`engine.runner.run_scenario_file` does (the same results, the same errors),
    from its checked copy when there is one for these bytes and these cards."""
    raw = read_regular(path, MAX_BYTES)
    if raw is None:  # not a regular file, too large, unreadable: its error, as ever
        return run_scenario_file(path, catalog)
    key, name = _key(raw, catalog), _name(path)
    for folder in cache_folders():
        found = read_checked(os.path.join(folder, name), key)
        if found is None:
            continue
        try:
            read = read_copy(loads(found[1]))
        except (ValueError, RecursionError):
            continue
        return run_read(read, path, catalog)
    import json  # (only writing a copy needs it)

    from engine.format.checked import copy  # here: a copy is read without the models
    from engine.format.files import Unloadable, read_each_scenario
    from engine.format.yamlfile import parse_yaml_bytes

    doc = parse_yaml_bytes(raw, path)
    scenarios = read_each_scenario(doc, catalog.card_names, catalog.pile_names)
    loaded = [r for r in scenarios if not isinstance(r, Unloadable)]
    if len(loaded) == len(scenarios):
        try:
            body = json.dumps(copy(loaded), ensure_ascii=False).encode("utf-8", "surrogateescape")
        except (TypeError, ValueError, RecursionError):
            body = None
        if body is not None:
            store(cache_dirs(), name, head_for(key, body), body)
    return run_read(scenarios, doc.file, catalog)
