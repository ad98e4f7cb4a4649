"""The "Your kingdom" page and its table, ``javascripts/kingdom-data.js``.

The table is :func:`kb.kingdom.kingdom_data` with the name table of
:mod:`kb.search.card_names`: the one ``dkb kingdom`` reads. The page's script,
``docs/javascripts/kingdom.js``, ports :func:`kb.kingdom.answer` and
:func:`kb.search.card_names.match` over it, so both give the same answer.
"""

from __future__ import annotations

from typing import Any

from kb.jsontext import json_text
from kb.kingdom import kingdom_data
from kb.loader import KnowledgeBase
from kb.search.card_names import ACCEPT, MARGIN, NEAREST, name_table

__all__ = [
    "GLOBAL",
    "KINGDOM_DATA_JS",
    "KINGDOM_PAGE",
    "kingdom_data_js",
    "kingdom_md",
    "site_table",
]

KINGDOM_PAGE = "kingdom.md"
KINGDOM_DATA_JS = "javascripts/kingdom-data.js"
GLOBAL = "window.DKB_KINGDOM = "
"""How the data file starts: a script, not JSON, so it loads from a folder (file://)."""


def site_table(kb: KnowledgeBase) -> dict[str, Any]:
    """The kingdom table with its names (English names and aliases, then the names
    printed in other languages) and the name matching's constants."""
    table = kingdom_data(kb)
    cards = sorted(kb.cards.values(), key=lambda c: c.name)
    # English names and aliases first, so that one wins over a printed name in another
    # language spelt the same; the index is still the card's place in ``cards``.
    english = name_table([(c.name, c.aliases) for c in cards])
    printed = name_table([(c.name, [n.name for n in c.names]) for c in cards])
    seen = set(english)
    table["names"] = english + [row for row in printed if row not in seen]
    table["matching"] = {"accept": ACCEPT, "margin": MARGIN, "nearest": NEAREST}
    return table


def kingdom_data_js(kb: KnowledgeBase) -> str:
    """The script that defines ``window.DKB_KINGDOM``."""
    body = json_text(site_table(kb), separators=(",", ":"))
    return GLOBAL + body + ";\n"


def kingdom_md() -> str:
    """The page: a form to name the cards, and the places the answer is written."""
    return """# Your kingdom

Name the cards of your kingdom (Kingdom cards, and Events, Projects, Ways and other
landscapes) to see what to lay out before the game and which official rulings
concern two or more of them. Names may be misspelt, as in the search box, and may be
the names printed in Czech, Dutch, French, German, Italian or Spanish. The
address of the page holds the kingdom, so it can be bookmarked or shared. The command
line gives the same answer: `dkb kingdom Witch, Moat --players 3`.

Each item of the set-up comes from a field of a card's record (shown as "Record"),
never from a list kept for a kingdom. The page says no, and adds nothing, when a card
is named twice; when a card is not one chosen for a kingdom (a base card, a Horse, a
Prize, a Boon, Platinum: the set-up brings those); when there would be more than 10
Kingdom piles, more than two Events, Landmarks, Projects, Ways and Traits, or more
than one Ally or Prophecy.

<style>
#dkb-kingdom-suggestions { list-style: none; margin: 0; padding: 0; }
#dkb-kingdom-suggestions li { cursor: pointer; padding: 0.1rem 0.4rem; margin: 0; }
#dkb-kingdom-suggestions li.dkb-selected { outline: 0.15rem solid var(--md-primary-fg-color); background: #e8eaf6; }
#dkb-kingdom input, #dkb-kingdom select { border: 1px solid #555; padding: 0.2rem; }
#dkb-kingdom button { border: 1px solid #555; padding: 0.1rem 0.5rem; border-radius: 0.2rem; cursor: pointer; }
</style>
<div id="dkb-kingdom" markdown="0">
<form id="dkb-kingdom-form" class="dkb-kingdom__form" autocomplete="off">
<label for="dkb-kingdom-input">Add a card</label>
<input id="dkb-kingdom-input" type="text" role="combobox" aria-autocomplete="list"
  aria-expanded="false" aria-controls="dkb-kingdom-suggestions"
  aria-describedby="dkb-kingdom-help">
<button type="submit" id="dkb-kingdom-add">Add</button>
<p id="dkb-kingdom-help">Type a name and press Enter, or pick one of the names
offered. Several names may be separated by commas.</p>
<ul id="dkb-kingdom-suggestions" role="listbox" aria-label="Cards matching the name"></ul>
<label for="dkb-kingdom-players">Players</label>
<select id="dkb-kingdom-players">
<option value="2">2</option><option value="3">3</option><option value="4">4</option>
<option value="5">5</option><option value="6">6</option>
</select>
</form>
<p id="dkb-kingdom-status" role="status" aria-live="polite"></p>
<h2 id="dkb-kingdom-cards-heading">Your cards</h2>
<ul id="dkb-kingdom-cards" aria-labelledby="dkb-kingdom-cards-heading"></ul>
<button type="button" id="dkb-kingdom-clear">Remove every card</button>
<div id="dkb-kingdom-answer"></div>
<noscript><p>This page needs JavaScript; <code>dkb kingdom</code> gives the same
answer on the command line.</p></noscript>
</div>

<script src="javascripts/kingdom-data.js"></script>
<script src="javascripts/kingdom.js"></script>
"""
