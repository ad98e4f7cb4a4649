"""Every generated file of the site, as a mapping of site path to contents."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from engine.runner import RunResult
from kb.export import export_document, schemas
from kb.jsontext import json_text
from kb.loader import KnowledgeBase
from kb.site.cards import card_index, card_page_md
from kb.site.context import Site
from kb.site.engine_page import engine_md
from kb.site.filter_form import CARD_FACTS_JS, card_facts_js
from kb.site.gains import CATEGORIES, gain_index, gain_list_md
from kb.site.glossary import glossary_md
from kb.site.home import EXPORT_PATH, SCHEMA_DIR, data_md, home_md, nav_md
from kb.site.kingdom import KINGDOM_DATA_JS, KINGDOM_PAGE, kingdom_data_js, kingdom_md
from kb.site.notes import accessibility_md, timing_md
from kb.site.rules import rule_index, rule_page_md
from kb.site.search_names import search_index_js
from kb.site.sets import set_page_md, sets_index_md
from kb.site.verify import check_results
from kb.status import set_statuses
from kb.urls import (
    ACCESSIBILITY_PAGE,
    ENGINE_PAGE,
    GLOSSARY_PAGE,
    SETS_INDEX,
    TIMING_PAGE,
    card_page,
    gain_list_page,
    rule_page,
    set_page,
)

__all__ = ["SEARCH_INDEX_JS", "generate"]

SEARCH_INDEX_JS = "javascripts/search-index.js"
"""The search index of the site, loaded when the search box is first used."""


def generate(
    kb: KnowledgeBase,
    results: Mapping[str, RunResult],
    extra_texts: Iterable[str] = (),
) -> dict[str, str]:
    """The generated pages, scripts and data files, by path inside the site.

    ``results`` must hold a passed run of every example, or :class:`SiteBuildError`
    is raised; ``extra_texts`` (the hand-written pages) are accepted for callers
    and not indexed: the search covers the records, as ``dkb search`` does.
    """
    check_results(kb, results)
    site = Site(kb, results)
    pages: dict[str, str] = {
        "index.md": home_md(site),
        "cards/index.md": card_index(site),
        "rules/index.md": rule_index(site),
        "gains/index.md": gain_index(site),
        TIMING_PAGE: timing_md(site),
        ACCESSIBILITY_PAGE: accessibility_md(site),
        GLOSSARY_PAGE: glossary_md(site),
        ENGINE_PAGE: engine_md(site),
        KINGDOM_PAGE: kingdom_md(),
    }
    for card in kb.cards.values():
        pages[card_page(card.id)] = card_page_md(site, card)
    pages[SETS_INDEX] = sets_index_md(site)
    for status in set_statuses(kb):
        pages[set_page(status.expansion)] = set_page_md(site, status)
    for rule in kb.rules.values():
        pages[rule_page(rule.id)] = rule_page_md(site, rule)
    for category in CATEGORIES:
        pages[gain_list_page(category)] = gain_list_md(site, category)
    schema_files = schemas()
    pages["data.md"] = data_md(sorted(schema_files))
    files = dict(pages)
    files["SUMMARY.md"] = nav_md(site)
    files[SEARCH_INDEX_JS] = search_index_js(kb)
    files[CARD_FACTS_JS] = card_facts_js(kb)
    files[KINGDOM_DATA_JS] = kingdom_data_js(kb)
    files[EXPORT_PATH] = json_text(export_document(kb), indent=1) + "\n"
    for name, body in schema_files.items():
        files[f"{SCHEMA_DIR}/{name}"] = json.dumps(body, indent=1, sort_keys=True) + "\n"
    return files
