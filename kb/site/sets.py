"""The set pages: each set's cards with what the knowledge base can show for them."""

from __future__ import annotations

from kb.site.context import Site
from kb.site.filter_form import filter_form
from kb.site.text import escape
from kb.status import SetStatus, set_statuses
from kb.urls import SETS_INDEX, card_page, rel, set_page

__all__ = ["set_page_md", "sets_index_md"]


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def sets_index_md(site: Site) -> str:
    """Every set, with its counts."""
    here = SETS_INDEX
    out = [
        "# Sets",
        "",
        "Every set of Dominion and the promotional cards. For each: how many cards are "
        "recorded, how many have rulings, how many the reference engine plays, and how "
        "many rulings an example played on the engine proves.",
        "",
        "Columns: **Ruled**, cards with rulings; **Played**, cards the engine plays; "
        "**Proven**, rulings with an example the engine played.",
        "",
        '<div class="dkb-status-table" markdown>',
        "",
        "| Set | Cards | Ruled | Played | Rulings | Proven |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for s in set_statuses(site.kb):
        out.append(
            f"| [{escape(s.expansion)}]({rel(here, set_page(s.expansion))}) | {len(s.cards)} "
            f"| {s.ruled} | {s.played} | {s.rulings} | {s.with_example} |"
        )
    return "\n".join([*out, "", "</div>", ""])


def set_page_md(site: Site, status: SetStatus) -> str:
    """One set's page: its cards and each card's status."""
    here = set_page(status.expansion)
    kb = site.kb
    out = [
        f"# {escape(status.expansion)}",
        "",
        f"{_n(len(status.cards), 'card')} recorded; {status.ruled} with rulings; "
        f"{status.played} played by the reference engine. Of {_n(status.rulings, 'ruling')}, "
        f"{status.with_example} have an example the engine played"
        + (
            f", {status.proven - status.with_example} are about set-up or handling, which "
            "no game plays,"
            if status.proven > status.with_example
            else ""
        )
        + f" and {status.rulings - status.proven} are not yet proven.",
        "",
        *filter_form(kb, status.expansion),
        "Columns: **Proven**, rulings with an example the engine played; **Engine**, "
        "whether the reference engine plays the card.",
        "",
        '<div class="dkb-status-table" markdown>',
        "",
        "| Card | Rulings | Proven | Engine |",
        "| --- | ---: | ---: | --- |",
    ]
    for c in status.cards:
        card = kb.card(c.name)
        out.append(
            f"| [{escape(c.name)}]({rel(here, card_page(card.id))}) "
            f"| {c.rulings} | {c.with_example} | {'Plays it' if c.played else 'Not yet'} |"
        )
    return "\n".join([*out, "", "</div>", ""])
