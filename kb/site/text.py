"""Data as Markdown that shows as text: every string from a record goes through
:func:`escape` (or :func:`plain`) before it reaches a page, the navigation or a link.

HTML's ``<``, ``>``, ``&`` and ``"`` become character references, so no markup
from data reaches the browser; Markdown's own punctuation is backslash-escaped, and
so are the marks that start a list, heading, quote or admonition at a line's start.

>>> escape("a *b* [c]")
'a \\\\*b\\\\* \\\\[c\\\\]'
>>> escape('<img src=x onerror="alert(1)"> & {: .x}')
'&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; \\\\{: .x\\\\}'
>>> escape("line\\n- not a list\\n1. nor this")
'line\\n\\\\- not a list\\n1\\\\. nor this'
"""

from __future__ import annotations

import html
import json
import re

from kb.vocabulary import one_line, spelled

__all__ = ["escape", "page_title", "plain", "sentence"]

_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}
_HTML_SPECIAL = re.compile(r"[&<>\"]")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}|#!])")
_LINE_START = re.compile(r"^[ \t]*(?:([-+=~])|(\d+)([.)]))", re.MULTILINE)


def escape(text: str) -> str:
    """``text`` as Markdown that renders as exactly that text, never as markup."""
    text = "\n".join(line.lstrip() for line in text.split("\n"))
    text = _HTML_SPECIAL.sub(lambda m: _HTML[m.group(0)], text)
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return _LINE_START.sub(
        lambda m: f"\\{m.group(1)}" if m.group(1) else f"{m.group(2)}\\{m.group(3)}", text
    )


def plain(text: str) -> str:
    """Text for a heading or a cell: one line, symbols spelt out, escaped, no links."""
    return escape(spelled(one_line(text)))


def page_title(text: str) -> str:
    """A page's ``title:`` for its front matter: the theme writes a page title into the
    HTML as it is, so it is given HTML-escaped, as a quoted YAML string."""
    return json.dumps(html.escape(one_line(text), quote=True), ensure_ascii=False)


def sentence(text: str) -> str:
    """``text`` ended by one full stop: none is added after one already there.

    >>> sentence("Source: the rulebook"), sentence("Checked.")
    ('Source: the rulebook.', 'Checked.')
    """
    return text if text.rstrip().endswith((".", "!", "?")) else f"{text}."
