"""Build the documentation site into ``site/``: ``python -m kb.site.build``.

The one way the site is built: mkdocs with the project's ``dkb`` plugin
(:mod:`kb.site.plugin`), which loads the data, plays every example on the reference
engine (the build fails if one does not pass), builds the API reference with Sphinx
(warnings are errors) and adds every generated page; mkdocs runs ``--strict``. Exit
status 0 on success; otherwise 1, with a one-line message on stderr (after mkdocs's
own warnings, when it was mkdocs that refused).
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from kb.paths import PROJECT_ROOT

__all__ = ["build", "main"]

PLUGIN = "dkb"
"""The plugin's name in ``mkdocs.yml`` (its entry point in ``pyproject.toml``)."""


def build(site_dir: Path, data_dir: Path | None = None) -> float:
    """Build the whole site into ``site_dir`` from ``data_dir`` (default: the
    project's data); return the seconds it took."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    from kb.site.plugin import KnowledgeBasePlugin

    start = time.monotonic()
    config = load_config(str(PROJECT_ROOT / "mkdocs.yml"), strict=True, site_dir=str(site_dir))
    plugin = config.plugins[PLUGIN]
    if not isinstance(plugin, KnowledgeBasePlugin):
        raise TypeError(f"mkdocs.yml's plugin {PLUGIN!r} is not the knowledge base's")
    plugin.data_dir = data_dir
    mkdocs_build(config)
    return time.monotonic() - start


def _logging() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("mkdocs %(levelname)s: %(message)s"))
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING)


def main(argv: Sequence[str] | None = None) -> int:
    """Build the site; return the exit status."""
    p = argparse.ArgumentParser(prog="python -m kb.site.build", description=__doc__)
    p.add_argument("--site-dir", default=str(PROJECT_ROOT / "site"), help="where to build (site/)")
    p.add_argument("--data", help="the data folder (default: the project's data/)")
    args = p.parse_args(argv)
    _logging()
    from mkdocs.exceptions import Abort

    from kb.site.verify import SiteBuildError

    site_dir = Path(args.site_dir).resolve()
    try:
        seconds = build(site_dir, Path(args.data).resolve() if args.data else None)
    except SiteBuildError as exc:
        print(f"site build failed: {exc}", file=sys.stderr)
        return 1
    except Abort as exc:
        print(f"site build failed: mkdocs: {' '.join(str(exc).split())}", file=sys.stderr)
        return 1
    print(f"site: built into {site_dir} in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
