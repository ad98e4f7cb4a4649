"""The filter form of the card and set lists, and the card facts it reads.

``javascripts/card-facts.js`` holds every card's facts as ``dkb search`` reads them
(:func:`kb.search.filters.build_facts`); ``docs/javascripts/filters.js`` ports the
filters of :mod:`kb.search.filters` and shows only the table rows of the cards that
pass them. The form stays hidden until the script runs, so a page without scripts
shows the whole table and no dead form.
"""

from __future__ import annotations

import html
from typing import get_args

from kb.jsontext import json_text
from kb.loader import KnowledgeBase
from kb.models import Expansion
from kb.search.filters import build_facts

__all__ = ["CARD_FACTS_JS", "FACTS_GLOBAL", "card_facts_js", "filter_form"]

CARD_FACTS_JS = "javascripts/card-facts.js"
FACTS_GLOBAL = "window.DKB_CARD_FACTS = "
"""How the file starts: a script, not JSON, so that it loads from a folder (file://)."""


def card_facts_js(kb: KnowledgeBase) -> str:
    """The script that defines ``window.DKB_CARD_FACTS``."""
    data = build_facts(kb).to_json()
    return FACTS_GLOBAL + json_text(data, separators=(",", ":")) + ";\n"


def _attr(text: str) -> str:
    return html.escape(text, quote=True)


def filter_form(kb: KnowledgeBase, expansion: str | None = None) -> list[str]:
    """The form's lines for a page's Markdown; on a set's page (``expansion``) the
    set is fixed and not asked."""
    types = sorted({t for c in kb.cards.values() for t in c.types})
    present = {c.expansion for c in kb.cards.values()}
    sets = [s for s in get_args(Expansion) if s in present]
    fixed = f' data-set="{_attr(expansion)}"' if expansion else ""
    out = [
        f'<form class="dkb-filter" role="search" aria-label="Filter the cards"{fixed} hidden>',
        '<label for="dkb-filter-type">Type</label> <input id="dkb-filter-type" name="type" '
        'list="dkb-filter-types" autocomplete="off" aria-describedby="dkb-filter-help">',
        '<datalist id="dkb-filter-types">'
        + "".join(f'<option value="{_attr(t)}"></option>' for t in types)
        + "</datalist>",
        '<label for="dkb-filter-cost">Cost</label> <input id="dkb-filter-cost" name="cost" '
        'autocomplete="off" size="8" aria-describedby="dkb-filter-help">',
    ]
    if expansion is None:
        out.append(
            '<label for="dkb-filter-set">Set</label> <select id="dkb-filter-set" name="set">'
            '<option value="">Any set</option>'
            + "".join(f'<option value="{_attr(s)}">{_attr(s)}</option>' for s in sets)
            + "</select>"
        )
    out += [
        '<label for="dkb-filter-edition">Edition</label> <select id="dkb-filter-edition" '
        'name="edition"><option value="">Any edition</option>'
        '<option value="1">1st edition</option><option value="2">2nd edition</option>'
        "</select>",
        (
            '<p id="dkb-filter-help" class="dkb-small">Type: one type, or several with commas '
            "(Action, Attack). Cost: 4, &lt;=4, &gt;=4, 4-5, 3P (3 coins and a Potion), "
            "8D (8 Debt), 4+3D (4 coins and 3 Debt), or words such as “up to 4”. The same "
            "filters as <code>dkb search --type --cost --set --edition</code>.</p>"
        ),
        '<p class="dkb-filter-status" role="status" aria-live="polite"></p>',
        "</form>",
        "",
    ]
    return out
