"""The home page, the data page and the navigation (``SUMMARY.md``)."""

from __future__ import annotations

from engine.cards import implemented
from kb.site.context import Site
from kb.site.gains import CATEGORIES
from kb.site.text import escape
from kb.status import proven, set_statuses
from kb.urls import (
    ACCESSIBILITY_PAGE,
    GLOSSARY_PAGE,
    SCENARIO_PAGE,
    SETS_INDEX,
    TIMING_PAGE,
    card_page,
    gain_list_page,
    rule_page,
    set_page,
)
from kb.vocabulary import count

__all__ = ["data_md", "home_md", "nav_md"]

EXPORT_PATH = "data/dominion-kb.json"
SCHEMA_DIR = "data/schemas"
REFERENCE_PAGE = "reference/index.html"


def home_md(site: Site) -> str:
    """What the site is, and the way to each part of it."""
    kb = site.kb
    proven_count = sum(1 for r in kb.rulings.values() if proven(r))
    with_example = sum(1 for r in kb.rulings.values() if r.examples)
    played = sum(1 for c in kb.cards.values() if implemented(c.name))
    return "\n".join(
        [
            "# Dominion rules knowledge base",
            "",
            "Rulings for the card game Dominion, written in our own words and checked "
            "against their official sources. Every example on this site was played out by "
            "the project's reference engine while the site was built, and the site shows "
            "only the examples it verified. A ruling on a card the engine does not play yet "
            "is marked as not yet proven by the engine.",
            "",
            "## Find a ruling",
            "",
            "Use the search box at the top of every page (press the slash key, `/`, to "
            "jump to it). It searches every page, forgives a typo or two in card and rule "
            "names, and works when the site is opened from a folder without a server. "
            "[How searching works](search.md).",
            "",
            "## Browse",
            "",
            f"- [Cards](cards/index.md): {count(len(kb.cards), 'card')}, each with its cost, "
            "types, rulings and examples.",
            f"- [Rules](rules/index.md): {count(len(kb.rules), 'rule')} written as "
            f"{count(len(kb.clauses), 'numbered clause')}.",
            f"- [Gain lists](gains/index.md): {count(len(kb.gain_sources), 'way')} of gaining "
            "cards, sorted into lists such as gains to hand and gains from the trash.",
            f"- [Timing notes]({TIMING_PAGE}): {count(len(kb.timing_notes), 'note')} on how "
            "the timings of several cards interact.",
            f"- [Accessibility]({ACCESSIBILITY_PAGE}): {count(len(kb.accessibility_notes), 'note')}"
            " on playing each card without depending on sight or memory alone.",
            f"- [Glossary]({GLOSSARY_PAGE}): the terms the site uses.",
            "- [The reference engine](engine.md): how every example is verified, how to "
            "ask the engine a question of your own, and which cards it plays.",
            f"- [Scenario format]({SCENARIO_PAGE}): how to write an example, or a question "
            "of your own for the engine.",
            "- [Data and API reference](data.md): the whole knowledge base as JSON, its "
            "JSON Schemas, and the reference for contributors.",
            "",
            f"- [Sets]({SETS_INDEX}): each set's cards, and what is proven for each.",
            "",
            f"The knowledge base holds {count(len(kb.rulings), 'ruling')} and "
            f"{count(len(kb.examples), 'example')}. {count(with_example, 'ruling')} "
            "have an example the reference engine played; "
            f"{count(proven_count - with_example, 'ruling')} are about set-up or handling the "
            "cards, which no game plays; "
            f"{count(len(kb.rulings) - proven_count, 'ruling')} are not yet proven by the "
            "engine (their cards are recorded, but the engine does not play them all yet). "
            f"The engine plays {played} of the {count(len(kb.cards), 'card')}.",
            "",
        ]
    )


def data_md(schema_names: list[str]) -> str:
    """The page that leads to the machine-readable data and the API reference."""
    out = [
        "# Data and API reference",
        "",
        "The knowledge base is published with the site, at paths that stay the same "
        "from one build to the next.",
        "",
        "## The whole knowledge base",
        "",
        f"- [The knowledge base as one JSON document]({EXPORT_PATH}) (`{EXPORT_PATH}`), "
        "the output of `dkb export`.",
        "",
        "## JSON Schemas",
        "",
        "One schema per record type, as written by `dkb schema`:",
        "",
    ]
    out += [f"- [{escape(name)}]({SCHEMA_DIR}/{name})" for name in schema_names]
    out += [
        "",
        "## API reference",
        "",
        f"The [API and schema reference for contributors]({REFERENCE_PAGE}) is built "
        "from the docstrings of the `kb` and `engine` packages; each record type shows "
        "its fields and links its JSON Schema.",
        "",
    ]
    return "\n".join(out)


def nav_md(site: Site) -> str:
    """The site's navigation, for mkdocs-literate-nav."""
    kb = site.kb
    out = ["- [Home](index.md)", "- [Search help](search.md)", "- [Your kingdom](kingdom.md)"]
    out.append("- [Cards](cards/index.md)")
    out.append(f"- [Sets]({SETS_INDEX})")
    for status in set_statuses(kb):
        out.append(f"    - [{escape(status.expansion)}]({set_page(status.expansion)})")
        for c in sorted(status.cards, key=lambda c: c.name.lower()):
            out.append(f"        - [{escape(c.name)}]({card_page(kb.card(c.name).id)})")
    out.append("- [Rules](rules/index.md)")
    for r in sorted(kb.rules.values(), key=lambda r: r.name.lower()):
        out.append(f"    - [{escape(r.name)}]({rule_page(r.id)})")
    out.append("- [Gain lists](gains/index.md)")
    for category, (title, _) in CATEGORIES.items():
        out.append(f"    - [{escape(title)}]({gain_list_page(category)})")
    out += [
        f"- [Timing notes]({TIMING_PAGE})",
        f"- [Accessibility]({ACCESSIBILITY_PAGE})",
        f"- [Glossary]({GLOSSARY_PAGE})",
        "- [The reference engine](engine.md)",
        f"- [Scenario format]({SCENARIO_PAGE})",
        "- [Data and API](data.md)",
    ]
    return "\n".join(out) + "\n"
