"""The site as GitHub Pages publishes it: under a project address
(``owner.github.io/repo/``, the path of ``site_url``), where a missing page gets
``404.html``. That page must load its styles and keep its links inside the site; the
sitemap lists every page at that address."""

from __future__ import annotations

import functools
import http.server
import threading
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from test_accessibility import audit

from kb.paths import PROJECT_ROOT


def _site_url() -> str:
    from mkdocs.config import load_config

    url = load_config(str(PROJECT_ROOT / "mkdocs.yml"))["site_url"]
    assert url, "mkdocs.yml sets no site_url"
    return str(url)


class _PagesHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site under ``prefix``, and ``404.html`` (status 404) for anything
    else, as GitHub Pages does."""

    prefix = "/"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def send_head(self) -> Any:
        path = self.path.split("?", 1)[0]
        inside = path.startswith(self.prefix)
        self.path = "/" + path[len(self.prefix) :] if inside else "/404.html"
        local = Path(self.translate_path(self.path))
        if not inside or not local.is_file():
            body = (Path(self.directory) / "404.html").read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return None
        return super().send_head()


@pytest.fixture(scope="module")
def pages_url(built_site: Path) -> Iterator[str]:
    """The built site served at the path of ``site_url`` on 127.0.0.1."""
    prefix = urlsplit(_site_url()).path or "/"
    handler = type("Handler", (_PagesHandler,), {"prefix": prefix})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(built_site))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()


def test_site_url_is_a_project_address() -> None:
    parts = urlsplit(_site_url())
    assert parts.scheme == "https" and parts.netloc and parts.path.endswith("/")


def test_the_404_page_keeps_its_styles_and_links_under_a_sub_path(
    page: Any, pages_url: str
) -> None:
    failed: list[str] = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    response = page.goto(f"{pages_url}no/such/deep/page.html")
    assert response is not None and response.status == 404
    failed.remove(f"{pages_url}no/such/deep/page.html")
    assert not failed, f"the 404 page could not load: {failed}"
    sheets = page.evaluate("[...document.styleSheets].map(s => s.href).filter(Boolean)")
    assert len(sheets) >= 2 and all(s.startswith(pages_url) for s in sheets), sheets
    # Material's stylesheet is applied: the header is sticky, not a plain block
    assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).position") in (
        "sticky",
        "fixed",
    )
    origin = pages_url.split("/", 3)[:3]
    links = page.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)")
    inside = [u for u in links if u.split("/", 3)[:3] == origin]
    assert inside, "the 404 page links nowhere in the site"
    outside = [u for u in inside if not u.startswith(pages_url)]
    assert not outside, f"links that leave the site: {outside[:5]}"
    audit(page)
    home = page.get_by_role("link", name="Dominion rules knowledge base").first
    with page.expect_navigation():
        home.click()
    assert page.url.startswith(pages_url)
    assert page.locator("h1").first.inner_text().startswith("Dominion rules knowledge base")


def test_the_sitemap_lists_every_page_at_the_site_url(built_site: Path) -> None:
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    root = ET.parse(built_site / "sitemap.xml").getroot()
    urls = [el.text or "" for el in root.findall("s:url/s:loc", ns)]
    site_url = _site_url()
    assert all(u.startswith(site_url) for u in urls), urls[:3]
    pages = {u[len(site_url) :] for u in urls}
    cards = sorted(p.name for p in (built_site / "cards").glob("*.html"))
    assert cards and all(f"cards/{c}" in pages for c in cards)
    assert {"index.html", "search.html", "glossary.html"} <= pages
