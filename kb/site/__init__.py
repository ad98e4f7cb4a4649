"""The documentation site: Markdown pages generated from the knowledge base.

:func:`kb.site.generate.generate` turns a loaded knowledge base and the engine's run
results into a mapping of site paths to file contents; ``kb/site/gen_pages.py`` hands
them to mkdocs through mkdocs-gen-files, and :mod:`kb.site.build` builds it all.
"""
