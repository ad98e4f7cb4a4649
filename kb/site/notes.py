"""The timing notes page and the accessibility page."""

from __future__ import annotations

from kb.site.context import Site
from kb.site.examples import render_examples
from kb.site.text import escape, plain, sentence
from kb.urls import ACCESSIBILITY_PAGE, TIMING_PAGE, card_page, rel
from kb.vocabulary import words

__all__ = ["accessibility_md", "timing_md"]


def timing_md(site: Site) -> str:
    """Every timing note: how the timings of several cards interact."""
    here, link = TIMING_PAGE, site.linker
    out = [
        "# Timing notes",
        "",
        "How the timings of several cards interact when they are in the same game.",
        "",
    ]
    notes = sorted(site.kb.timing_notes.values(), key=lambda n: n.title.lower())
    if not notes:
        return "\n".join([*out, "No timing notes are recorded yet.", ""])
    for note in notes:
        out += [f"## {plain(note.title)} {{#{note.id}}}", "", link.text(here, note.text), ""]
        out += [f"Cards: {words([link.name(here, c) for c in note.cards])}.", ""]
        if note.rules:
            out += [f"Applies: {words([link.ref(here, r) for r in note.rules])}.", ""]
        out += [sentence(f"Source: {site.source(note.source)}"), ""]
        out.append(render_examples(site, here, note.examples, 3))
    return "\n".join(out)


def accessibility_md(site: Site) -> str:
    """Every card's accessibility note, by card."""
    kb, link, here = site.kb, site.linker, ACCESSIBILITY_PAGE
    out = [
        "# Accessibility",
        "",
        "How to play each card so that no one depends on sight or memory alone: what "
        "to announce, and what to keep where everyone can reach it. The site itself "
        "writes every symbol in words: a cost such as $3 (3 coins) is followed by its "
        "words, and Potion, Debt and VP (victory points) are spelt out.",
        "",
    ]
    notes = sorted(kb.accessibility_notes.items(), key=lambda i: kb.cards[kb.note_card[i[0]]].name)
    if not notes:
        return "\n".join([*out, "No accessibility notes are recorded yet.", ""])
    for nid, note in notes:
        card = kb.cards[kb.note_card[nid]]
        out += [f"## {escape(card.name)} {{#{nid}}}", "", link.text(here, note.text), ""]
        others = [n for n in note.cards if n != card.name]
        if others:
            out += [f"Also concerns: {words([link.name(here, n) for n in others])}.", ""]
        page = rel(here, card_page(card.id))
        out += [f"Source: {site.source(note.source)}. [{escape(card.name)}: card page]({page})", ""]
    return "\n".join(out)
