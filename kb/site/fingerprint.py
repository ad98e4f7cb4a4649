"""A fingerprint of everything a site build reads, so tests can tell whether the
site in ``site/`` was built from the files as they are now."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from kb.site.reference import ROOT

__all__ = ["INPUTS", "STAMP", "fingerprint", "is_fresh", "write_stamp"]

INPUTS = ("data", "docs", "docs_api", "kb", "engine", "mkdocs.yml", "pyproject.toml")
STAMP = ".dkb-build.json"


def fingerprint(data_dir: Path | None = None, root: Path = ROOT) -> str:
    """A hash of the path, size and modification time of every input file."""
    h = hashlib.sha256()
    paths = [root / name for name in INPUTS]
    if data_dir is not None:
        paths.append(data_dir)
        h.update(str(data_dir.resolve()).encode())
    for top in paths:
        files = [top] if top.is_file() else sorted(top.rglob("*")) if top.is_dir() else []
        for f in files:
            if "__pycache__" in f.parts or not f.is_file():
                continue
            st = f.stat()
            h.update(f"{f}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def write_stamp(site_dir: Path, value: str, seconds: float) -> None:
    """Record in ``site_dir`` the fingerprint it was built from."""
    body = {"fingerprint": value, "seconds": round(seconds, 2)}
    (site_dir / STAMP).write_text(json.dumps(body) + "\n", encoding="utf-8")


def is_fresh(site_dir: Path, data_dir: Path | None = None) -> bool:
    """True when ``site_dir`` was built from the inputs exactly as they are now."""
    try:
        body = json.loads((site_dir / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(body, dict) and body.get("fingerprint") == fingerprint(data_dir)
