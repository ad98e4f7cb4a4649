"""The Dominion rules knowledge base: records, loader, search, CLI and pages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kb.loader import KnowledgeBase

__all__ = ["load"]


def load(root: Any = None) -> KnowledgeBase:
    """Load and check the knowledge base (see :func:`kb.loader.load`)."""
    from kb.loader import load as _load

    return _load(root)
