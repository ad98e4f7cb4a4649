"""Small text helpers: Markdown escaping, symbols spelt out, lists in words.

>>> spell_symbols("+$2 and +1 VP")
'+$2 (2 coins) and +1 VP (victory points)'
>>> spell_symbols("costs $3P")
'costs $3P (3 coins and a Potion)'
>>> escape("a *b* [c]")
'a \\\\*b\\\\* \\\\[c\\\\]'
>>> words(["Copper", "Silver", "Gold"])
'Copper, Silver and Gold'
"""

from __future__ import annotations

import re

from engine.values import Cost

__all__ = ["cost_text", "escape", "one_line", "ordinal", "plain", "spell_symbols", "words"]

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")
_COST = re.compile(r"\$(\d+)(P?)(?:(\d+)D)?(?!\d)(?! \()")
_VP = re.compile(r"\bVP\b(?! \(victory points\))")
_DEBT = re.compile(r"(?<![\w$])(\d+)D\b(?! \()")


def escape(text: str) -> str:
    """Escape characters that Markdown would read as markup."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def cost_text(cost: Cost) -> str:
    """A cost as its symbols followed by its words: ``$3 (3 coins)``."""
    return f"{cost.symbols()} ({cost.text()})"


def _cost_match(m: re.Match[str]) -> str:
    cost = Cost(coins=int(m.group(1)), potion=1 if m.group(2) else 0, debt=int(m.group(3) or 0))
    return cost_text(cost)


def spell_symbols(text: str) -> str:
    """Follow every coin, Potion, Debt and VP symbol in ``text`` with its words."""
    text = _COST.sub(_cost_match, text)
    text = _DEBT.sub(lambda m: f"{m.group(1)}D ({m.group(1)} Debt)", text)
    return _VP.sub("VP (victory points)", text)


def words(items: list[str], conjunction: str = "and") -> str:
    """Join items as in a sentence: ``a, b and c``."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ..."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def one_line(text: str) -> str:
    """Text with every run of white space (newlines too) made one space."""
    return " ".join(text.split())


def plain(text: str) -> str:
    """Text for a heading or a cell: one line, symbols spelt out, escaped, no links."""
    return escape(spell_symbols(one_line(text)))
