"""Markup planted in a string of every kind of record (``tests/fixtures/hostile``)
shows on the built site as text: no script runs, no element is injected, in the
pages, the navigation, the page titles or the search results."""

from __future__ import annotations

import functools
import http.server
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import ROOT, _QuietHandler
from helpers import RESULTS, search

HOSTILE = ROOT / "tests" / "fixtures" / "hostile"
MARK = "<img src=x onerror=alert(1)><script>alert(2)</script>{: onclick=alert(3)}"
PAGES = (
    "index.html",
    "cards/index.html",
    "cards/markup.html",
    "cards/village.html",
    "rules/index.html",
    "rules/markup-rule.html",
    "gains/gains-to-hand.html",
    "timing.html",
    "accessibility.html",
    "glossary.html",
    "engine.html",
)
INJECTED = """() => ({
  images: document.querySelectorAll('img[src="x"]').length,
  scripts: [...document.scripts].filter(s => s.textContent.includes('alert(')).length,
  handlers: document.querySelectorAll('[onclick],[onerror],[onmouseover]').length,
  js_links: document.querySelectorAll('a[href^="javascript:"]').length,
  em: [...document.querySelectorAll('em')].filter(e => e.textContent === 'em').length,
})"""


@pytest.fixture(scope="session")
def hostile_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    site = tmp_path_factory.mktemp("hostile-site")
    cmd = [sys.executable, "-m", "kb.site.build", "--data", str(HOSTILE), "--site-dir", str(site)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, f"the hostile site did not build:\n{proc.stderr}"
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def visit(page: Any, url: str) -> list[str]:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(url)
    page.wait_for_load_state("load")
    return dialogs


@pytest.mark.parametrize("path", PAGES)
def test_markup_shows_as_text(page: Any, hostile_url: str, path: str) -> None:
    dialogs = visit(page, hostile_url + path)
    found = page.evaluate(INJECTED)
    assert found == {"images": 0, "scripts": 0, "handlers": 0, "js_links": 0, "em": 0}
    assert dialogs == []
    body = page.inner_text("body")
    if path not in ("index.html", "engine.html", "gains/gains-to-hand.html"):
        assert MARK in body, f"{path} does not show the planted markup as text"
    if path == "cards/markup.html":
        assert page.title().startswith(MARK)
        assert "<b>Mark</b> alias" in body
        nav = page.inner_text("nav.md-nav--primary")
        assert MARK in nav and "&lt;" not in nav


def test_search_results_show_markup_as_text(page: Any, hostile_url: str) -> None:
    dialogs = visit(page, hostile_url + "index.html")
    search(page, "onerror")
    page.locator(RESULTS).first.wait_for(state="visible")
    page.wait_for_timeout(300)
    assert page.evaluate(INJECTED)["images"] == 0
    assert "<img src=x onerror=alert(1)>" in page.inner_text(".md-search-result")
    assert dialogs == []
