"""What every page generator needs: the records, the run results and the linker."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.runner import RunResult
from kb.loader import KnowledgeBase
from kb.models import Source
from kb.site.links import Linker
from kb.site.text import escape

__all__ = ["Site"]


@dataclass
class Site:
    """A knowledge base being turned into pages."""

    kb: KnowledgeBase
    results: Mapping[str, RunResult]
    linker: Linker = field(init=False)

    def __post_init__(self) -> None:
        self.linker = Linker(self.kb)

    def source(self, source: Source) -> str:
        """A source in words: the document's title (linked when public) and section."""
        doc = self.kb.documents.get(source.document)
        if doc is None:
            out = escape(source.document)
        else:
            title = escape(doc.title)
            out = f"[{title}]({doc.url})" if doc.url else f"*{title}*"
            out += f" ({escape(doc.publisher)})"
        if source.section:
            out += f", section “{escape(source.section)}”"
        if source.note:
            out += f". {escape(source.note)}"
        return out
