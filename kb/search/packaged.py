"""What a wheel's build adds beside the records it ships: the manifest (the hashes of
the records and of the code) and the search index and card catalogue built from them,
so that an installed ``dkb`` answers its first search at once and keys its caches
without walking a file (see :func:`kb.paths.records_key`).

Run by ``setup.py`` as ``python -m kb.search.packaged`` with ``BUILD_LIB`` first on
the path: the package is imported from the build, as it will be installed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

from kb.paths import (
    MANIFEST,
    PACKAGED_DATA,
    PACKAGED_INDEX,
    RECORD_FOLDERS,
    SOURCES_FILE,
    in_checkout,
    manifest_text,
)

__all__ = ["build_caches", "content_hash", "main", "write_manifest"]


def content_hash(top: Path, skip: tuple[Path, ...] = ()) -> str:
    """A SHA-256 of the relative path and bytes of every file under ``top`` (caches and
    the folders in ``skip`` left out)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in top.rglob("*") if p.is_file()):
        if "__pycache__" in path.parts or any(path.is_relative_to(s) for s in skip):
            continue
        digest.update(path.relative_to(top).as_posix().encode("utf-8", "surrogateescape"))
        digest.update(b"\0%d\0" % path.stat().st_size)
        digest.update(path.read_bytes())
    return digest.hexdigest()


def write_manifest() -> None:
    """Write :data:`kb.paths.MANIFEST` for the records and code of this package."""
    kb = MANIFEST.parent
    skip = (PACKAGED_DATA, PACKAGED_INDEX, MANIFEST)
    code = hashlib.sha256()
    for package in (kb, kb.parent / "engine"):
        code.update(content_hash(package, skip).encode())
    cards = sum(1 for p in (PACKAGED_DATA / "cards").iterdir() if p.suffix in (".yaml", ".yml"))
    body = {"data": content_hash(PACKAGED_DATA), "code": code.hexdigest(), "cards": cards}
    MANIFEST.write_text(manifest_text(body), encoding="utf-8")


def build_caches() -> None:
    """Build the search index, the entries ``dkb show`` prints, the engine's verdict on
    every example (which ``dkb show`` prints beside them: the first one after an install
    need not load the records and play) and the card catalogue of the shipped records
    into :data:`kb.paths.PACKAGED_INDEX`."""
    from kb.catalog_cache import cached_catalog
    from kb.loader import load
    from kb.paths import data_engine_key, forget_manifest, manifest
    from kb.play import run_examples
    from kb.search.index import load_details, write_cache

    forget_manifest()
    assert manifest() is not None, "the manifest is written first"
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["DKB_INDEX_DIR"] = scratch
        os.environ["XDG_CACHE_HOME"] = scratch
        os.environ.pop("DKB_DATA", None)
        load_details(PACKAGED_DATA, fresh=True)
        cached_catalog(PACKAGED_DATA)
        verdicts = {k: v.status for k, v in run_examples(load(PACKAGED_DATA)).items()}
        if not write_cache(PACKAGED_DATA, "verdicts", data_engine_key(PACKAGED_DATA), verdicts):
            raise RuntimeError(f"the verdicts could not be written to {scratch}")
        PACKAGED_INDEX.mkdir(exist_ok=True)
        for path in Path(scratch).iterdir():
            if path.is_file():
                shutil.copyfile(path, PACKAGED_INDEX / path.name)


def main(argv: list[str]) -> int:
    """Write the manifest, then the caches, of the package imported (from the build)."""
    if in_checkout():
        print("kb.search.packaged: run it on a built package, not a checkout", file=sys.stderr)
        return 2
    if not (PACKAGED_DATA / SOURCES_FILE).is_file() or not all(
        (PACKAGED_DATA / f).is_dir() for f in RECORD_FOLDERS
    ):
        print(f"kb.search.packaged: no records in {PACKAGED_DATA}", file=sys.stderr)
        return 2
    write_manifest()
    build_caches()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
