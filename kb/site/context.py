"""What every page generator needs: the records, the run results and the linker.

Sources are worded by :mod:`kb.citations` (``dkb show`` uses the same words)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.runner import RunResult
from kb.citations import FAQ_LABEL, anchor, faq_address, section_address, source_words
from kb.loader import KnowledgeBase
from kb.models import Source
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


def source_md(kb: KnowledgeBase, source: Source) -> str:
    """:func:`source_words` as Markdown, linked when the document is public."""
    text, address = source_words(kb, source)
    out = f"[{escape(text)}]({address})" if address else f"*{escape(text)}*"
    doc = kb.documents.get(source.document)
    if doc is not None and doc.published:
        out += f" ({escape(doc.published)})"
    faq = faq_address(kb, source)
    if faq:
        out += f", [{FAQ_LABEL}]({faq})"
    if source.note:
        out += f". {escape(source.note)}"
    return out
