"""The stamp a site build leaves in its folder: the fingerprint of everything it read,
so tests can tell whether the site in ``site/`` was built from the files as they are."""

from __future__ import annotations

import json
import os
from pathlib import Path

from kb.paths import PROJECT_ROOT, fingerprint
from kb.writer import write_atomic

__all__ = ["INPUTS", "STAMP", "build_fingerprint", "is_fresh", "write_stamp"]

INPUTS = ("data", "docs", "docs_api", "overrides", "kb", "engine", "mkdocs.yml", "pyproject.toml")
STAMP = ".dkb-build.json"


def build_fingerprint(data_dir: Path | None = None, root: Path = PROJECT_ROOT) -> str:
    """The fingerprint of the site's inputs (and of ``data_dir``, or ``$DKB_DATA``,
    when the data is another folder)."""
    paths = [root / name for name in INPUTS]
    salt = ""
    if data_dir is None and os.environ.get("DKB_DATA"):
        data_dir = Path(os.environ["DKB_DATA"])
    if data_dir is not None:
        paths.append(data_dir)
        salt = str(data_dir.absolute())
    return fingerprint(paths, salt)


def write_stamp(site_dir: Path, value: str, seconds: float) -> None:
    """Record in ``site_dir`` the fingerprint it was built from."""
    body = {"fingerprint": value, "seconds": round(seconds, 2)}
    write_atomic(site_dir / STAMP, json.dumps(body) + "\n")


def is_fresh(site_dir: Path, data_dir: Path | None = None) -> bool:
    """True when ``site_dir`` was built from the inputs exactly as they are now."""
    try:
        body = json.loads((site_dir / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(body, dict) and body.get("fingerprint") == build_fingerprint(data_dir)
