"""``javascripts/search-index.js``: the search index ``dkb search`` reads, in the form
the site's script (``docs/javascripts/search.js``) ranks with the same code, port for
port. The script loads it only when the search box is first used."""

from __future__ import annotations

from kb.jsontext import json_text
from kb.loader import KnowledgeBase
from kb.search.index import build_index

__all__ = ["GLOBAL", "search_index_js"]

GLOBAL = "window.DKB_SEARCH_INDEX = "
"""How the file starts: a script, not JSON, so it loads from a folder (file://)."""


def search_index_js(kb: KnowledgeBase) -> str:
    """The script that defines ``window.DKB_SEARCH_INDEX``."""
    data = build_index(kb).site_json()
    return GLOBAL + json_text(data, separators=(",", ":")) + ";\n"
