"""A page per card, and the index of every card."""

from __future__ import annotations

import html

from engine.values import Cost
from kb.models import Card, GainSource, Ruling, Source
from kb.site.context import Site
from kb.site.examples import render_examples
from kb.site.filter_form import filter_form
from kb.site.gains import CATEGORIES, describe_gain, lists_of, verified_label
from kb.site.related import LIMIT
from kb.site.text import escape, page_title, plain, sentence
from kb.status import CardStatus, card_status
from kb.urls import TIMING_PAGE, card_page, gain_list_page, rel, set_page
from kb.vocabulary import (
    cost_text,
    cost_words,
    language_name,
    one_line,
    ordinal,
    pile_size_words,
    words,
)

__all__ = [
    "NO_GAME",
    "PROVEN",
    "UNPROVEN",
    "badge",
    "card_index",
    "card_page_md",
    "cited_sources",
    "cost_html",
    "names_abroad_html",
    "verdict",
]


def cost_html(cost: Cost) -> str:
    """A cost as symbols (a coin with its number, a Potion, a Debt token) inside one
    element with ``role="img"`` whose label is the cost in words."""
    parts = []
    if cost.coins or not (cost.potion or cost.debt):
        mark = ("*" if cost.star else "") + ("+" if cost.plus else "")
        parts.append(f'<span class="dkb-coin">{cost.coins}{mark}</span>')
    if cost.potion:
        parts.append('<span class="dkb-potion">P</span>')
    if cost.debt:
        parts.append(f'<span class="dkb-debt">{cost.debt}</span>')
    label = html.escape(cost_text(cost), quote=True)
    return f'<span class="dkb-cost" role="img" aria-label="{label}">{"".join(parts)}</span>'


def _panel(site: Site, here: str, card: Card) -> list[str]:
    """The card's header: cost, types, set and edition, then its pile, in a few lines."""
    where = f"[{escape(card.expansion)}]({rel(here, set_page(card.expansion))})"
    if card.editions:
        where += f" ({escape(' and '.join(card.editions))})"
    first = [
        cost_html(card.cost) if card.cost is not None else "No cost",
        f'<span class="dkb-types">{escape(" – ".join(card.types))}</span>',
        where,
    ]
    pile = pile_size_words(card.pile_size)
    if card.pile and card.pile_shuffled:
        if isinstance(card.pile_size, int):
            pile = f"in the {escape(card.pile)} pile, shuffled at set-up; {pile} of this card"
        else:
            pile = f"in the {escape(card.pile)} pile; {pile}"
    elif card.pile:
        place = ordinal(card.pile_position + 1)
        pile = f"in the {escape(card.pile)} split pile, {place} from the top; {pile}"
    rest = [f"Pile: {pile}"]
    rest.append("in the Supply" if card.supply else "not in the Supply")
    rest.append("a Kingdom card" if card.kingdom else "not a Kingdom card")
    if card.aliases:
        rest.append(f"also called {escape(', '.join(card.aliases))}")
    return [
        '<div class="dkb-panel" markdown>',
        "",
        " · ".join(first) + "  ",
        "; ".join(rest) + "." + ("  " if card.names else ""),
        *([names_abroad_html(card)] if card.names else []),
        "",
        "</div>",
    ]


PROVEN = "Proven by the engine"
UNPROVEN = "Not yet proven"
NO_GAME = "Needs no game"


def badge(kind: str, label: str) -> str:
    """A status badge: a mark and its words in a bordered box, so the status shows in
    text and shape as well as colour (``kind``: ``proven``, ``unproven`` or
    ``no-game``)."""
    mark = {"proven": "✔", "unproven": "○", "no-game": "–"}[kind]
    return (
        f'<span class="dkb-badge dkb-badge--{kind}"><span aria-hidden="true">{mark}</span> '
        f"{label}</span>"
    )


def verdict(ruling: Ruling) -> str:
    """A ruling's verdict, compact: a badge (and, for a ruling no game can play, why)."""
    if ruling.examples:
        return badge("proven", PROVEN)
    if ruling.no_example_because:
        return f"{badge('no-game', NO_GAME)} {sentence(escape(ruling.no_example_because))}"
    return badge("unproven", UNPROVEN)


def names_abroad_html(card: Card) -> str:
    """The card's names in other languages, each marked with its language for screen
    readers (``<span lang="de">``)."""
    names = [
        f'<span lang="{html.escape(n.lang, quote=True)}">{escape(n.name)}</span> '
        f"({language_name(n.lang)})"
        for n in card.names
    ]
    return f'<span class="dkb-names">Names in other languages: {", ".join(names)}.</span>'


def _ruling(site: Site, here: str, card: Card, ruling: Ruling) -> list[str]:
    """A ruling filed under ``card``: its claim, its verdict, where it comes from, then
    each example folded."""
    link = site.linker
    out = [f"### {plain(ruling.title)} {{#{ruling.id} .dkb-ruling}}", ""]
    out += [link.text(here, ruling.text), ""]
    meta = [verdict(ruling)]
    others = [n for n in ruling.cards if n != card.name]
    if others:
        meta.append(f"Also concerns: {words([link.name(here, n) for n in others])}.")
    if ruling.rules:
        meta.append(f"Applies: {words([link.ref(here, r) for r in ruling.rules])}.")
    meta.append(sentence(f"Source: {site.source(ruling.source)}"))
    out += [" ".join(meta), "{: .dkb-meta}", ""]
    if ruling.disagreement is not None:
        other = ruling.disagreement
        doc = site.kb.documents.get(other.source.document)
        dated = other.date and not (doc is not None and doc.published == other.date)
        when = f" ({escape(other.date)})" if dated and other.date else ""
        out += [
            '!!! note "Official sources disagree"',
            "",
            f"    {site.source(other.source)}{when} said otherwise: "
            f"{link.text(here, one_line(other.text))} This ruling states the current one, "
            "and the engine follows it.",
            "",
        ]
    out.append(render_examples(site, here, ruling.examples, 4))
    return out


def _gain_source(site: Site, here: str, card: Card, gs: GainSource) -> list[str]:
    out = [f"### Gains {plain(gs.gains)} {{#{gs.id}}}", ""]
    out += [f"Checked: {verified_label(gs)}.", "", describe_gain(site, here, gs, card), ""]
    lists = [f"[{escape(CATEGORIES[c][0])}]({rel(here, gain_list_page(c))})" for c in lists_of(gs)]
    out += [f"On the gain lists: {words(lists)}.", ""]
    if gs.note:
        out += [site.linker.text(here, gs.note), ""]
    out += [sentence(f"Source: {site.source(gs.source)}"), ""]
    out.append(render_examples(site, here, gs.examples, 4))
    return out


def _status_line(status: CardStatus) -> str:
    """The card's one status line: a badge for the whole card, then the plain words."""
    if status.rulings and not status.unproven:
        mark = badge("proven", PROVEN)
    elif status.rulings:
        mark = badge("unproven", UNPROVEN)
    else:
        mark = ""
    return f"{mark} {escape(status.words())}".strip()


def cited_sources(card: Card) -> list[Source]:
    """Every source the card's page cites, once each: the card's own sources (with their
    notes), then each further section its rulings, gain sources and notes cite."""
    out = list(card.sources)
    seen = {(s.document, s.section, s.heading) for s in out}
    cited: list[Source] = []
    for ruling in card.rulings:
        cited.append(ruling.source)
        if ruling.disagreement is not None:
            cited.append(ruling.disagreement.source)
    cited += [gs.source for gs in card.gain_sources]
    if card.accessibility is not None:
        cited.append(card.accessibility.source)
    for source in cited:
        key = (source.document, source.section, source.heading)
        if key not in seen:
            seen.add(key)
            out.append(source.model_copy(update={"note": None}))
    return out


def card_page_md(site: Site, card: Card) -> str:
    """The Markdown page of one card."""
    kb, link = site.kb, site.linker
    here = card_page(card.id)
    out = ["---", "search:", "  boost: 3", f"title: {page_title(card.name)}", "---", ""]
    out += [f"# {escape(card.name)}", ""]
    out += [*_panel(site, here, card), ""]
    out += [_status_line(card_status(kb, card)), "{: .dkb-status}", ""]
    out += ["## Summary", "", link.text(here, card.summary), ""]
    if card.setup:
        out += (
            ["## Set-up", ""]
            + [f"- {link.text(here, one_line(s.text))}" for s in card.setup]
            + [""]
        )
    rulings = kb.rulings_for_card(card.name)
    own = [r for r in rulings if kb.ruling_card[r.id] == card.id]
    elsewhere = [r for r in rulings if kb.ruling_card[r.id] != card.id]
    out += ["## Rulings", ""]
    if not own:
        out += ["No rulings are filed under this card yet.", ""]
    for ruling in own:
        out += _ruling(site, here, card, ruling)
    if elsewhere:
        out += ["## Rulings on other cards that concern it", ""]
        out += ['<div class="dkb-small" markdown>', ""]
        for ruling in elsewhere:
            home = kb.ruling_card[ruling.id]
            out.append(
                f"- [{plain(ruling.title)}]({rel(here, card_page(home), ruling.id)}) "
                f"({escape(kb.cards[home].name)})"
            )
        out += ["", "</div>", ""]
    if card.gain_sources:
        out += ["## Gaining cards", ""]
        for gs in card.gain_sources:
            out += _gain_source(site, here, card, gs)
    notes = [n for n in kb.timing_notes.values() if card.name in n.cards]
    if notes:
        out += ["## Timing notes", ""]
        out += [f"- [{plain(n.title)}]({rel(here, TIMING_PAGE, n.id)})" for n in notes] + [""]
    out += _group_rules(site, here, card)
    groups = site.related.groups(card)
    if groups:
        out += ["## Related cards", "", '<div class="dkb-small" markdown>', ""]
        for group in groups:
            shown = [link.name(here, n) for n in group.names[:LIMIT]]
            more = len(group.names) - LIMIT
            if more > 0:
                shown.append(f"{more} more")
            out.append(f"- {escape(group.label)}: {words(shown)}.")
        out += ["", "</div>", ""]
    out += _accessibility(site, here, card)
    out += ["## Sources", "", '<div class="dkb-small" markdown>', ""]
    out += [f"- {site.source(s)}" for s in cited_sources(card)] + ["", "</div>", ""]
    if card.versions:
        out += ["## Versions and errata", ""]
        out += [
            f"- **{escape(v.label)}:** {link.text(here, one_line(v.text))}" for v in card.versions
        ]
        out.append("")
    return "\n".join(out)


_OPEN_CLAUSES = 3
"""A card's page lists this many rule clauses open; more go into one closed fold."""


def _group_rules(site: Site, here: str, card: Card) -> list[str]:
    """The rule clauses that name the card: what the rules say of its pile or group (a
    split pile, the Castles), recorded once on the rule and shown on each card."""
    kb, link = site.kb, site.linker
    clauses = [(cid, c) for cid, c in kb.clauses.items() if card.name in c.cards]
    if not clauses:
        return []
    out = ["## Rules that concern it", ""]
    items = [
        f"- {link.text(here, one_line(clause.text))} ({link.ref(here, cid)})"
        for cid, clause in clauses
    ]
    if len(items) <= _OPEN_CLAUSES:
        return [*out, *items, ""]
    # many clauses (Black Market's): one closed fold keeps the page short on a phone
    summary = f"{len(items)} rule clauses name {escape(card.name)}"
    return [
        *out,
        '<details class="dkb-fold" markdown>',
        f"<summary>{summary}</summary>",
        "",
        *items,
        "",
        "</details>",
        "",
    ]


def _accessibility(site: Site, here: str, card: Card) -> list[str]:
    kb = site.kb
    notes = [
        (nid, note)
        for nid, note in kb.accessibility_notes.items()
        if kb.note_card[nid] == card.id or card.name in note.cards
    ]
    if not notes:
        return []
    out = ["## Accessibility", ""]
    for nid, note in notes:
        out += [f'<div id="{nid}" markdown>', "", site.linker.text(here, note.text), ""]
        if kb.note_card[nid] != card.id:
            out += [f"This note is filed under {site.linker.ref(here, kb.note_card[nid])}.", ""]
        out += [sentence(f"Source: {site.source(note.source)}"), "", "</div>", ""]
    return out


def card_index(site: Site) -> str:
    """The table of every card."""
    here = "cards/index.md"
    out = ["# Cards", ""]
    cards = sorted(site.kb.cards.values(), key=lambda c: c.name.lower())
    if not cards:
        return "\n".join([*out, "No cards are recorded yet.", ""])
    out += [
        f"The knowledge base has {len(cards)} card{'s' if len(cards) != 1 else ''}. "
        "Costs are shown as symbols followed by their words.",
        "",
        *filter_form(site.kb),
        "| Card | Cost | Types | Expansion | Rulings |",
        "| --- | --- | --- | --- | --- |",
    ]
    for c in cards:
        n = len(site.kb.rulings_for_card(c.name))
        out.append(
            f"| [{escape(c.name)}]({rel(here, card_page(c.id))}) | {cost_words(c.cost) if c.cost is not None else 'none'} "
            f"| {escape(', '.join(c.types))} | {escape(c.expansion)} | {n} |"
        )
    return "\n".join([*out, ""])
