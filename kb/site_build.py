"""Build the documentation site into ``site/``: ``python -m kb.site_build``.

Loads the data, plays every example on the reference engine (the build fails if one
does not pass), builds the API reference with Sphinx (warnings are errors), then runs
``mkdocs build --strict``, whose gen-files script writes the pages. Exit status 0 on
success; otherwise 1, with a one-line message on stderr (after mkdocs's own warnings,
when it was mkdocs that refused).
"""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from kb.site.fingerprint import fingerprint, write_stamp
from kb.site.reference import ROOT
from kb.site.state import prepare, set_current
from kb.site.verify import SiteBuildError

__all__ = ["build", "main"]


def build(site_dir: Path, data_dir: Path | None = None) -> float:
    """Build the whole site into ``site_dir``; return the seconds it took."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    start = time.monotonic()
    stamp = fingerprint(data_dir)
    with tempfile.TemporaryDirectory(prefix="dkb-site-") as work:
        set_current(prepare(data_dir, Path(work)))
        try:
            config = load_config(str(ROOT / "mkdocs.yml"), strict=True, site_dir=str(site_dir))
            mkdocs_build(config)
        finally:
            set_current(None)
    seconds = time.monotonic() - start
    write_stamp(site_dir, stamp, seconds)
    return seconds


def _logging() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("mkdocs %(levelname)s: %(message)s"))
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING)


def main(argv: Sequence[str] | None = None) -> int:
    """Build the site; return the exit status."""
    p = argparse.ArgumentParser(prog="python -m kb.site_build", description=__doc__)
    p.add_argument("--site-dir", default=str(ROOT / "site"), help="where to build (site/)")
    p.add_argument("--data", help="the data folder (default: the project's data/)")
    args = p.parse_args(argv)
    _logging()
    from mkdocs.exceptions import Abort

    site_dir = Path(args.site_dir).resolve()
    try:
        seconds = build(site_dir, Path(args.data).resolve() if args.data else None)
    except SiteBuildError as exc:
        print(f"site build failed: {exc}", file=sys.stderr)
        return 1
    except Abort as exc:
        print(f"site build failed: mkdocs: {exc}", file=sys.stderr)
        return 1
    print(f"site: built into {site_dir} in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
