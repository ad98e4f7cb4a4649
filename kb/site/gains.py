"""The gain lists: one page per category of gain source, and their index."""

from __future__ import annotations

from typing import get_args

from kb.models import Card, GainCategory, GainSource
from kb.site.context import Site
from kb.site.links import card_page, rel
from kb.site.text import escape, one_line

__all__ = [
    "CATEGORIES",
    "describe_gain",
    "gain_index",
    "gain_list_md",
    "gain_list_page",
    "verified_label",
]

_KNOWN: dict[str, tuple[str, str]] = {
    "gains-to-hand": (
        "Gains to hand",
        "Cards that put a card they gain straight into a player's hand.",
    ),
    "gains-itself-to-hand": (
        "Gains itself to hand",
        "Cards that, when gained, go to their owner's hand instead of the discard pile.",
    ),
    "gains-to-deck": (
        "Gains onto your deck",
        "Cards that put a gained card on top of a player's deck.",
    ),
    "gains-from-trash": (
        "Gains from the trash",
        "Cards that gain a card out of the trash rather than from the Supply.",
    ),
    "gains-from-non-supply": (
        "Gains from non-Supply piles",
        "Cards that gain from a pile outside the Supply, such as the Black Market deck.",
    ),
    "makes-others-gain": (
        "Makes other players gain",
        "Cards that make another player gain a card.",
    ),
    "ownership-without-gaining": (
        "Ownership without gaining",
        "Cards that make a player own a card without gaining it, so no when-gain ability triggers.",
    ),
    "trashes-with-replacement": (
        "Trashes and replaces",
        "Cards that trash a card and gain another in its place.",
    ),
    "when-gain-ability": (
        "When-gain abilities",
        "Cards with an ability that happens when they, or other cards, are gained.",
    ),
    "gains-from-supply": (
        "Gains from the Supply",
        "Cards that gain an ordinary card from the Supply to the discard pile.",
    ),
}


def _categories() -> dict[str, tuple[str, str]]:
    out = {c: _KNOWN[c] for c in _KNOWN if c in get_args(GainCategory)}
    for c in get_args(GainCategory):
        title = c.replace("-", " ").capitalize()
        out.setdefault(c, (title, f"Gain sources in the category “{c}”."))
    return out


CATEGORIES: dict[str, tuple[str, str]] = _categories()
"""Every gain category (``kb.models.GainCategory``): its list's title and what
belongs on it, in our own words; the lists the Gain rules name come first."""

_PLACES = {
    "supply": "the Supply",
    "trash": "the trash",
    "non-supply": "a non-Supply pile",
    "black-market": "the Black Market deck",
    "another-player": "another player",
    "discard": "the discard pile",
    "hand": "hand",
    "deck": "the top of the deck",
    "set-aside": "a set-aside zone",
    "exile": "the Exile mat",
    "in-play": "play",
    "mat": "a mat",
}
_WHO = {
    "you": "You",
    "each-other-player": "Each other player",
    "another-player": "Another player",
    "each-player": "Each player",
}
_WHEN = {
    "on-play": "when it is played",
    "on-buy": "when it is bought",
    "on-gain": "when it is gained",
    "on-trash": "when it is trashed",
    "on-reveal": "when it is revealed",
    "start-of-turn": "at the start of a turn",
    "night": "in the Night phase",
    "on-receive": "when it is received",
    "on-exchange": "when it is exchanged",
    "on-pass": "when it is passed",
    "on-exile": "when it is exiled",
    "on-set-aside": "when it is set aside",
    "other": "at another time (see the note)",
}


def gain_list_page(category: str) -> str:
    """The page of one gain list."""
    return f"gains/{category}.md"


def verified_label(gs: GainSource) -> str:
    """``Verified by the reference engine`` with examples, else ``unverified (...)``."""
    if gs.examples:
        return "Verified by the reference engine"
    return "unverified (no example of it has been played on the reference engine yet)"


def _place(gs: GainSource) -> str:
    if gs.from_ == "non-supply" and gs.from_pile:
        return f"the {escape(gs.from_pile)} pile (not in the Supply)"
    return _PLACES[gs.from_]


def describe_gain(site: Site, here: str, gs: GainSource, card: Card) -> str:
    """One sentence: who gains what, from where, to where, and when."""
    what = site.linker.text(here, gs.gains)
    named = [n for n in gs.gains_cards if n not in gs.gains]
    if named:
        what += " (" + ", ".join(site.linker.name(here, n) for n in named) + ")"
    source = f" through {site.linker.name(here, gs.card)}" if gs.card else ""
    return (
        f"{_WHO[gs.who]} gain{'s' if gs.who != 'you' else ''} {what} from {_place(gs)} "
        f"to {_PLACES[gs.to]}, {_WHEN[gs.when]}{source}."
    )


def gain_list_md(site: Site, category: str) -> str:
    """The page listing every gain source in one category."""
    kb = site.kb
    title, intro = CATEGORIES[category]
    here = gain_list_page(category)
    out = [f"# {escape(title)}", "", escape(intro), ""]
    rows = [(gid, gs) for gid, gs in kb.gain_sources.items() if category in gs.categories]
    if not rows:
        return "\n".join([*out, "No card is on this list yet.", ""])
    out += [
        "A gain source is verified when the reference engine played its examples "
        "while this site was built; one with no example yet is shown as unverified.",
        "",
        "| Card | What is gained | From | To | Who gains | When | Checked |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    rows.sort(key=lambda r: kb.cards[kb.gain_source_card[r[0]]].name.lower())
    for gid, gs in rows:
        card = kb.cards[kb.gain_source_card[gid]]
        page = card_page(card.id)
        checked = (
            f"[Verified, {len(gs.examples)} example{'s' if len(gs.examples) != 1 else ''}]"
            f"({rel(here, page, gid)})"
            if gs.examples
            else "unverified"
        )
        out.append(
            f"| [{escape(card.name)}]({rel(here, page, gid)}) | {site.linker.text(here, one_line(gs.gains))} "
            f"| {_place(gs)} | {_PLACES[gs.to]} | {_WHO[gs.who]} | {_WHEN[gs.when]} | {checked} |"
        )
    return "\n".join([*out, ""])


def gain_index(site: Site) -> str:
    """The index of the gain lists."""
    here = "gains/index.md"
    out = [
        "# Gain lists",
        "",
        "Lists of the cards that gain cards in unusual ways, built from the knowledge "
        "base's gain-source records. The rules of gaining are on the rule pages.",
        "",
        "| List | What it holds | Cards |",
        "| --- | --- | --- |",
    ]
    for category, (title, intro) in CATEGORIES.items():
        n = sum(1 for gs in site.kb.gain_sources.values() if category in gs.categories)
        link = f"[{escape(title)}]({rel(here, gain_list_page(category))})"
        out.append(f"| {link} | {escape(intro)} | {n} |")
    return "\n".join([*out, ""])
