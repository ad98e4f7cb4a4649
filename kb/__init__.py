"""The Dominion rules knowledge base: records, loader, search, CLI and pages.

Layers, each importing only those before it (``tests/kb/test_layers.py`` checks):
:mod:`engine.values` → :mod:`engine.format` → the engine → the knowledge base
(:mod:`kb.models`, :mod:`kb.loader`, :mod:`kb.play`) → search and site → the CLI.
"""

__version__ = "0.1.0"
"""The version of the package (``pyproject.toml`` reads it from here)."""
