"""Browser test fixtures: the built site, served on 127.0.0.1, in headless Chromium.

The site is built once per session, unless ``site/`` was built from the files as they
are now (``make site`` just ran; see :mod:`kb.site.fingerprint`). ``DKB_SITE_DATA``
names another data folder to build from (e.g. ``tests/fixtures/site``).

Without ``/usr/bin/chromium`` the tests fail: ``make test`` installs it (as root).
"""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kb.paths import PROJECT_ROOT
from kb.site.fingerprint import is_fresh

ROOT = PROJECT_ROOT
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-dev-shm-usage",  # a CI container's /dev/shm is too small for Chromium
]


def _data_dir() -> Path | None:
    value = os.environ.get("DKB_SITE_DATA")
    return (ROOT / value).resolve() if value else None


@pytest.fixture(scope="session")
def data_dir() -> Path | None:
    """The data folder the site under test is built from (None: the project's data/)."""
    return _data_dir()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory, data_dir: Path | None) -> Path:
    """A freshly built site folder."""
    site = ROOT / "site"
    if is_fresh(site, data_dir):
        return site
    out = tmp_path_factory.mktemp("site")
    cmd = [sys.executable, "-m", "kb.site.build", "--site-dir", str(out)]
    if data_dir is not None:
        cmd += ["--data", str(data_dir)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        pytest.fail(f"the site did not build:\n{proc.stderr}{proc.stdout}")
    return out


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def base_url(built_site: Path) -> Iterator[str]:
    """The site served by http.server on a free port of 127.0.0.1."""
    handler = functools.partial(_QuietHandler, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Debian Chromium, driven by Playwright."""
    if not Path(CHROMIUM).exists():
        pytest.fail(
            f"{CHROMIUM} is missing: `make test` installs it as root, or run "
            "`sudo apt-get install chromium`"
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page in its own browser context."""
    context = browser.new_context()
    pg = context.new_page()
    pg.set_default_timeout(15_000)
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture
def screen_page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh page at one of :data:`helpers.SCREENS` (parametrize ``screen_page``
    indirectly with its name): a mouse at desktop width, touch at tablet and phone."""
    from helpers import SCREENS

    context = browser.new_context(**SCREENS[request.param])
    pg = context.new_page()
    pg.set_default_timeout(15_000)
    try:
        yield pg
    finally:
        context.close()
