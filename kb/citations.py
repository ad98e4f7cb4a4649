"""Sources in words, at their finest level: the one wording of a citation, used by
the site's pages and by ``dkb show``.

A wiki source names the page (its section) and the heading on it, and links to that
heading; a rulebook is named by title, edition and section.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote

if TYPE_CHECKING:
    from kb.loader import KnowledgeBase
    from kb.models import Document, Source

__all__ = ["FAQ_LABEL", "anchor", "faq_address", "section_address", "source_text", "source_words"]

FAQ_LABEL = "official FAQ on the wiki"
"""The words of a link to a card's entry as the Dominion Strategy Wiki reproduces it."""


def anchor(heading: str) -> str:
    """A MediaWiki heading's fragment: spaces become underscores.

    >>> anchor("Official FAQ")
    'Official_FAQ'
    """
    return quote("_".join(heading.split()), safe="")


def section_address(doc: Document, source: Source) -> str | None:
    """The address of the cited section (and heading), when the document has one."""
    if doc.section_url and source.section:
        address = doc.section_url.replace("{section}", _page(source.section))
        return address + (f"#{anchor(source.heading)}" if source.heading else "")
    return doc.url


def _page(title: str) -> str:
    return quote("_".join(title.split()), safe="")


def faq_address(kb: KnowledgeBase, source: Source) -> str | None:
    """Where the cited section can be read online when the document reproduces a card's
    entry on the wiki (:attr:`~kb.models.Document.faq_url`): only for a section named
    after a card or a shared pile (``Knights``), never a chapter such as ``Preparation``."""
    doc = kb.documents.get(source.document)
    section = source.section
    if doc is None or not doc.faq_url or not section or "/" in section:
        return None
    if not (kb.has_card(section) or any(c.pile == section for c in kb.cards.values())):
        return None
    return doc.faq_url.replace("{section}", _page(section))


def source_words(kb: KnowledgeBase, source: Source) -> tuple[str, str | None]:
    """A source as plain words, and the address to follow (or None)."""
    doc = kb.documents.get(source.document)
    if doc is None:
        return source.document, None
    parts = [doc.title]
    if doc.edition and "edition" not in doc.title.lower():
        parts.append(doc.edition)
    if source.section:
        parts.append(f"section “{source.section}”")
    if source.heading:
        parts.append(f"under “{source.heading}”")
    return ", ".join(parts), section_address(doc, source)


def source_text(kb: KnowledgeBase, source: Source) -> str:
    """:func:`source_words` for a terminal: the words, the date of the document, the
    address to follow (in angle brackets, so no full stop runs into it), and the
    source's note."""
    text, address = source_words(kb, source)
    doc = kb.documents.get(source.document)
    if doc is not None and doc.published:
        text += f" ({doc.published})"
    if address:
        text += f", <{address}>"
    faq = faq_address(kb, source)
    if faq:
        text += f"; {FAQ_LABEL}: <{faq}>"
    return f"{text}. {source.note}" if source.note else text
