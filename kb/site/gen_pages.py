"""The mkdocs-gen-files script (see ``mkdocs.yml``): writes every generated page.

Under ``python -m kb.site_build`` it uses what the build prepared; run by a bare
``mkdocs build`` it prepares everything itself (data, examples, API reference).
Imported any other way (pytest's doctest collection, Sphinx), it does nothing.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import mkdocs_gen_files
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import InclusionLevel
from mkdocs_gen_files.editor import FilesEditor

from kb.site import state
from kb.site.generate import generate
from kb.site.verify import SiteBuildError

NAV_FILE = "SUMMARY.md"


def _run() -> None:
    prepared = state.current()
    if prepared is not None:
        _write_all(prepared)
        return
    with tempfile.TemporaryDirectory(prefix="dkb-site-") as work:
        try:
            prepared = state.prepare(None, Path(work))
        except SiteBuildError as exc:
            raise PluginError(str(exc)) from None
        _write_all(prepared)


def _write_all(prepared: state.Prepared) -> None:
    docs_dir = Path(mkdocs_gen_files.config.docs_dir)
    texts = [p.read_text(encoding="utf-8") for p in sorted(docs_dir.rglob("*.md"))]
    for path, text in generate(prepared.kb, prepared.results, texts).items():
        with mkdocs_gen_files.open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
    # literate-nav reads the nav file; it is not a page of the site.
    nav = FilesEditor.current().files.get_file_from_path(NAV_FILE)
    if nav is not None:
        nav.inclusion = InclusionLevel.EXCLUDED
    html = prepared.reference_html
    for file in sorted(html.rglob("*")):
        if file.is_file() and not file.name.startswith("."):
            with mkdocs_gen_files.open(
                f"reference/{file.relative_to(html).as_posix()}", "wb"
            ) as fh:
                fh.write(file.read_bytes())


if __name__ == "<run_path>":  # how mkdocs-gen-files runs its scripts
    _run()
