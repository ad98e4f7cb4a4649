"""The gain lists: one page per category of gain source, and their index."""

from __future__ import annotations

from typing import get_args

from kb.models import Card, GainCategory, GainSource
from kb.site.context import Site
from kb.site.text import escape
from kb.urls import card_page, gain_list_page, rel
from kb.vocabulary import GAIN_FROM, GAIN_TO, GAIN_WHEN, GAIN_WHO, one_line

__all__ = [
    "CATEGORIES",
    "describe_gain",
    "gain_index",
    "gain_list_md",
    "lists_of",
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
        "Cards that gain a card, or move themselves, when they or another card are gained: "
        "every gain source of the knowledge base that happens on a gain.",
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


WHEN_GAIN = "when-gain-ability"


def lists_of(gs: GainSource) -> list[str]:
    """The gain lists a gain source is on: its own categories, and the list of
    when-gain abilities for every gain that happens when a card is gained."""
    out: list[str] = list(gs.categories)
    if gs.when == "on-gain" and WHEN_GAIN not in out:
        out.append(WHEN_GAIN)
    return [c for c in CATEGORIES if c in out]


def verified_label(gs: GainSource) -> str:
    """``Verified by the reference engine`` with examples, else ``unverified (...)``."""
    if gs.examples:
        return "Verified by the reference engine"
    return "unverified (no example of it has been played on the reference engine yet)"


def _place(gs: GainSource) -> str:
    if gs.from_ == "non-supply" and gs.from_pile:
        return f"the {escape(gs.from_pile)} pile (not in the Supply)"
    return GAIN_FROM[gs.from_]


def describe_gain(site: Site, here: str, gs: GainSource, card: Card) -> str:
    """One sentence: who gains what, from where, to where, and when."""
    what = site.linker.text(here, gs.gains)
    named = [n for n in gs.gains_cards if n not in gs.gains]
    if named:
        what += " (" + ", ".join(site.linker.name(here, n) for n in named) + ")"
    source = f" through {site.linker.name(here, gs.card)}" if gs.card else ""
    who = GAIN_WHO[gs.who].capitalize()
    when = "" if gs.condition and gs.when == "other" else f", {GAIN_WHEN[gs.when]}"
    condition = f"; {escape(gs.condition)}" if gs.condition else ""
    return (
        f"{who} gain{'s' if gs.who != 'you' else ''} {what} from {_place(gs)} "
        f"to {GAIN_TO[gs.to]}{when}{source}{condition}."
    )


def gain_list_md(site: Site, category: str) -> str:
    """The page listing every gain source in one category."""
    kb = site.kb
    title, intro = CATEGORIES[category]
    here = gain_list_page(category)
    out = [f"# {escape(title)}", "", escape(intro), ""]
    rows = [(gid, gs) for gid, gs in kb.gain_sources.items() if category in lists_of(gs)]
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
            f"| [{escape(card.name)}]({rel(here, page, gid)}) | {site.linker.text(here, one_line(gs.gains))}"
            f"{', ' + escape(one_line(gs.condition)) if gs.condition else ''} "
            f"| {_place(gs)} | {GAIN_TO[gs.to]} | {GAIN_WHO[gs.who].capitalize()} "
            f"| {GAIN_WHEN[gs.when]} | {checked} |"
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
        n = sum(1 for gs in site.kb.gain_sources.values() if category in lists_of(gs))
        link = f"[{escape(title)}]({rel(here, gain_list_page(category))})"
        out.append(f"| {link} | {escape(intro)} | {n} |")
    return "\n".join([*out, ""])
