"""What every page generator needs: the records, the run results and the linker."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import quote

from engine.runner import RunResult
from kb.loader import KnowledgeBase
from kb.models import Document, Source
from kb.site.links import Linker
from kb.site.related import RelatedIndex
from kb.site.text import escape

__all__ = ["Site", "anchor", "section_address", "source_md", "source_words"]


@dataclass
class Site:
    """A knowledge base being turned into pages."""

    kb: KnowledgeBase
    results: Mapping[str, RunResult]
    linker: Linker = field(init=False)
    related: RelatedIndex = field(init=False)

    def __post_init__(self) -> None:
        self.linker = Linker(self.kb)
        self.related = RelatedIndex(self.kb)

    def source(self, source: Source) -> str:
        """A source in words, at its finest level: a wiki section linked to its page and
        heading (``Captain, Official FAQ``), a rulebook named by title, edition and
        section."""
        return source_md(self.kb, source)


def anchor(heading: str) -> str:
    """A MediaWiki heading's fragment: spaces become underscores.

    >>> anchor("Official FAQ")
    'Official_FAQ'
    """
    return quote("_".join(heading.split()), safe="")


def section_address(doc: Document, source: Source) -> str | None:
    """The address of the cited section (and heading), when the document has one."""
    if doc.section_url and source.section:
        page = quote("_".join(source.section.split()), safe="")
        address = doc.section_url.replace("{section}", page)
        return address + (f"#{anchor(source.heading)}" if source.heading else "")
    return doc.url


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


def source_md(kb: KnowledgeBase, source: Source) -> str:
    """:func:`source_words` as Markdown, linked when the document is public."""
    text, address = source_words(kb, source)
    out = f"[{escape(text)}]({address})" if address else f"*{escape(text)}*"
    doc = kb.documents.get(source.document)
    if doc is not None and doc.published:
        out += f" ({escape(doc.published)})"
    if source.note:
        out += f". {escape(source.note)}"
    return out
