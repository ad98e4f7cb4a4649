"""The glossary: every rule's name and summary, plus a few terms in our own words."""

from __future__ import annotations

from kb.models import slug
from kb.site.context import Site
from kb.site.text import escape
from kb.urls import GLOSSARY_PAGE, rel, rule_page

__all__ = ["TERMS", "glossary_md", "term_anchor"]

TERMS: dict[str, str] = {
    "Action phase": "The first part of a turn, when a player may play Action cards, "
    "one for each Action they have (one to start with).",
    "Buy phase": "The part of a turn after the Action phase, when a player plays "
    "Treasures and buys cards, one for each Buy they have (one to start with).",
    "Clean-up": "The end of a turn: cards in play and in hand are discarded, and the "
    "player draws a new hand of five.",
    "Coins ($)": "What cards are bought with. A cost of $3 (3 coins) is written with "
    "the dollar sign; this site always follows the symbol with its words.",
    "Debt": "A cost paid later: a card costing 8 Debt can be bought with no coins, "
    "and the player then owes 8 Debt, which they pay off with coins before buying more.",
    "Potion": "A Treasure from Alchemy, and the cost component it pays for. A card "
    "costing $3 and a Potion needs both to be bought.",
    "VP (victory points)": "What players score at the end of the game; whoever has the most wins.",
    "Supply": "The piles of cards that players may buy or gain from: the Kingdom piles "
    "chosen for the game and the base piles of Treasures, Victory cards and Curses.",
    "Kingdom card": "One of the cards chosen, usually ten piles, to vary each game.",
    "Non-Supply pile": "A pile set out for the game that is not part of the Supply, "
    "such as Prizes or the Black Market deck; cards there are gained only when a "
    "card says so, and an empty one does not count towards the game's end.",
    "Split pile": "A Supply pile holding two different cards, one group on top of the "
    "other; only the top card can be bought or gained.",
    "Landscape card": "A card laid beside the Supply that no one puts in a deck, such "
    "as an Event or a Project.",
    "Player to your left": "The next player in turn order, after you.",
    "Reveal": "Show a card to every player. A revealed card stays where it was unless "
    "the effect moves it.",
    "Set aside": "Put a card to one side, out of every other zone, until an effect "
    "says where it goes.",
    "Topdeck": "Put a card on top of your deck, so that it is the next card you draw.",
    "Example": "A situation from the rules written as a scenario: a game state, what "
    "happens, and what must be true afterwards. The reference engine plays every "
    "example while this site is built, and the site shows only those it verified.",
    "+Buy": "An instruction on a card: the player has one more Buy this turn, so "
    "they may buy one more card in their Buy phase.",
    "Unverified": "Said of a gain source with no example yet: the record is shown, "
    "but the reference engine has not played it.",
}
"""Hand-written terms, in our own words."""


def term_anchor(term: str, taken: set[str]) -> str:
    """A term's anchor, unique on the page: ``+Buy`` is ``term-plus-buy``, not the
    ``term-buy`` of Buy; a clash that remains gets a number."""
    base = "term-" + slug(term.replace("+", " plus "))
    anchor, n = base, 2
    while anchor in taken:
        anchor, n = f"{base}-{n}", n + 1
    taken.add(anchor)
    return anchor


def glossary_md(site: Site) -> str:
    """Terms in alphabetical order, each with an anchor; rule terms link to their rule."""
    here = GLOSSARY_PAGE
    entries: dict[str, tuple[str, str]] = {
        term.lower(): (term, site.linker.text(here, text)) for term, text in TERMS.items()
    }
    for rule in site.kb.rules.values():
        body = site.linker.text(here, rule.summary)
        more = f"[The rule of {escape(rule.name)}]({rel(here, rule_page(rule.id))})"
        entries.setdefault(rule.name.lower(), (rule.name, f"{body}\n\n{more}."))
    for rule in site.kb.rules.values():
        link = f"[{escape(rule.name)}]({rel(here, rule_page(rule.id))})"
        for alias in rule.aliases:
            entries.setdefault(alias.lower(), (alias, f"See the rule of {link}."))
    out = [
        "# Glossary",
        "",
        "Terms used on this site. Terms that are rules in the knowledge base link to "
        "the rule's page.",
        "",
    ]
    anchors: set[str] = set()
    for key in sorted(entries):
        term, body = entries[key]
        out += [f"## {escape(term)} {{#{term_anchor(term, anchors)}}}", "", body, ""]
    return "\n".join(out)
