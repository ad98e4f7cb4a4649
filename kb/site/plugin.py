"""The mkdocs plugin ``dkb`` (see ``mkdocs.yml``): every generated page, script and data
file of the site, added to the build's files.

When mkdocs starts a build, the plugin starts the API reference (Sphinx, in another
process), loads the data, plays every example on the reference engine (refusing to
build if one fails) and adds what :func:`kb.site.generate.generate` writes; once every
page's Markdown is converted, it waits for the reference and adds its files. All of its state lives on the plugin
object of that build. :func:`kb.site.build.build` runs it; so does a bare
``mkdocs build``.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.structure.pages import Page

from engine.runner import RunResult
from kb.loader import KnowledgeBase, LoadError, load
from kb.site.fingerprint import build_fingerprint, write_stamp
from kb.site.generate import generate
from kb.site.home import REFERENCE_PAGE
from kb.site.reference import ReferenceRun, finish_reference, start_reference
from kb.site.verify import SiteBuildError, run_and_check

__all__ = [
    "NAV_FILE",
    "KnowledgeBasePlugin",
    "Options",
    "Prepared",
    "prepare",
    "untab_permalinks",
]

NAV_FILE = "SUMMARY.md"
"""The navigation, read by mkdocs-literate-nav; not a page of the site."""


@dataclass(frozen=True)
class Prepared:
    """The inputs of the page generator, all checked, and the API reference's Sphinx
    run, still going (:func:`kb.site.reference.finish_reference` waits for it)."""

    kb: KnowledgeBase
    results: Mapping[str, RunResult]
    reference: ReferenceRun
    reference_html: Path


def prepare(data_dir: Path | None, work_dir: Path) -> Prepared:
    """Load the data and run every example, while Sphinx builds the API reference into
    ``work_dir`` in another process.

    Raises :class:`SiteBuildError` with a one-line message when any step fails (and
    stops Sphinx).
    """
    work_dir.mkdir(parents=True, exist_ok=True)
    html = work_dir / "reference-html"
    sphinx = start_reference(html, work_dir)
    try:
        try:
            kb = load(data_dir)
        except LoadError as exc:
            first = exc.errors[0] if exc.errors else "unknown"
            raise SiteBuildError(
                f"the data has {len(exc.errors)} error(s) (run `dkb validate`); first: {first}"
            ) from None
        results = run_and_check(kb)
    except BaseException:
        sphinx.stop()
        raise
    return Prepared(kb, results, sphinx, html)


class Options(Config):  # type: ignore[no-untyped-call]
    """The plugin has no options in ``mkdocs.yml``."""


class KnowledgeBasePlugin(BasePlugin[Options]):  # type: ignore[no-untyped-call]
    """Adds the generated files to a build. Set :attr:`data_dir` before the build to
    build from another data folder."""

    def __init__(self) -> None:
        super().__init__()
        self.data_dir: Path | None = None
        self._work: tempfile.TemporaryDirectory[str] | None = None
        self._stamp = ""
        self._start = 0.0
        self._reference: Prepared | None = None

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        """Note the fingerprint of the inputs as the build starts."""
        self._start = time.monotonic()
        self._stamp = build_fingerprint(self.data_dir)

    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        """Prepare the inputs and add every generated file; raise
        :class:`SiteBuildError` (one line) when the data or an example is wrong."""
        self._cleanup()
        self._work = tempfile.TemporaryDirectory(prefix="dkb-site-")
        prepared = prepare(self.data_dir, Path(self._work.name))
        docs_dir = Path(config.docs_dir)
        texts = [p.read_text(encoding="utf-8") for p in sorted(docs_dir.rglob("*.md"))]
        for path, text in generate(prepared.kb, prepared.results, texts).items():
            inclusion = InclusionLevel.EXCLUDED if path == NAV_FILE else InclusionLevel.UNDEFINED
            _put(files, File.generated(config, path, content=text, inclusion=inclusion))
        # the reference's front page is linked from the pages: known now, built later
        index = prepared.reference_html / "index.html"
        _put(files, File.generated(config, REFERENCE_PAGE, abs_src_path=str(index)))
        self._reference = prepared
        return files

    def on_env(self, env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
        """Every page's Markdown is converted (Sphinx ran meanwhile): wait for the API
        reference, and add its files before mkdocs copies the site's files."""
        prepared, self._reference = self._reference, None
        if prepared is not None:
            html = finish_reference(prepared.reference, prepared.reference_html)
            for file in sorted(html.rglob("*")):
                if file.is_file() and not file.name.startswith("."):
                    uri = f"reference/{file.relative_to(html).as_posix()}"
                    if uri != REFERENCE_PAGE:
                        _put(files, File.generated(config, uri, abs_src_path=str(file)))
        return env

    def on_page_markdown(self, markdown: str, *, page: Page, **kwargs: object) -> str:
        """Leave every page out of Material's own (lunr) search index: the search box
        runs the project's ranking over its own index (``javascripts/search-index.js``),
        and parsing each page for an index no page loads is time thrown away."""
        search = page.meta.setdefault("search", {})
        if isinstance(search, dict):
            search["exclude"] = True
        return markdown

    def on_page_content(self, html: str, **kwargs: object) -> str:
        """Take the ¶ permalinks out of the tab order: each heading's link can still be
        clicked or copied, but keyboard users do not stop on every one."""
        return untab_permalinks(html)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        """Stamp the built site with its inputs' fingerprint; drop the work folder."""
        write_stamp(Path(config.site_dir), self._stamp, time.monotonic() - self._start)
        self._cleanup()

    def on_build_error(self, *, error: Exception) -> None:
        """Drop the work folder."""
        self._cleanup()

    def _cleanup(self) -> None:
        if self._reference is not None:
            self._reference.reference.stop()
            self._reference = None
        if self._work is not None:
            self._work.cleanup()
            self._work = None


def untab_permalinks(html: str) -> str:
    """``html`` with each ``headerlink`` anchor given ``tabindex="-1"``.

    >>> untab_permalinks('<a class="headerlink" href="#x" title="Link">¶</a>')
    '<a class="headerlink" tabindex="-1" href="#x" title="Link">¶</a>'
    """
    return html.replace('<a class="headerlink" href=', '<a class="headerlink" tabindex="-1" href=')


def _put(files: Files, file: File) -> None:
    """Add ``file``, replacing a file of the same path."""
    existing = files.get_file_from_path(file.src_uri)
    if existing is not None:
        files.remove(existing)
    files.append(file)
