"""Every term the knowledge base says in words, in one place: costs and their symbols,
VP, pile sizes, where a gained card comes from and goes, who gains and when, record
kinds, and the small helpers that make sentences. Search, ``dkb show`` and the site all
use these words; none spells a term its own way.

Light on purpose: ``dkb search`` imports it on every call, so it imports the cost type
(:class:`engine.values.Cost`, whose words it uses) only when it meets a cost symbol.

>>> spoken("Costs $3P; worth 2 VP, or 8D.")
'Costs 3 coins and a Potion; worth 2 victory points, or 8 Debt.'
>>> spelled("+$2 and +1 VP")
'+$2 (2 coins) and +1 VP (victory points)'
>>> spelled("costs $3P")
'costs $3P (3 coins and a Potion)'
>>> spelled(spelled("8D"))
'8D (8 Debt)'
>>> words(["Copper", "Silver", "Gold"])
'Copper, Silver and Gold'
>>> count(1, "card"), count(3, "copy", "copies")
('1 card', '3 copies')
>>> pile_size_words("victory"), pile_size_words(5)
('8 cards with two players, 12 with more', '5 cards')
"""

from __future__ import annotations

TYPE_CHECKING = False  # (not typing's: dkb search imports this module on every call)
if TYPE_CHECKING:
    import re

    from engine.values import Cost

__all__ = [
    "GAIN_FROM",
    "GAIN_TO",
    "GAIN_WHEN",
    "GAIN_WHO",
    "KIND_LABELS",
    "LANGUAGES",
    "PILE_SIZE_WORDS",
    "VP_WORDS",
    "cost_text",
    "cost_words",
    "count",
    "language_name",
    "one_line",
    "ordinal",
    "pile_size_words",
    "sentences",
    "spelled",
    "spoken",
    "words",
]

# -- languages ----------------------------------------------------------------------

LANGUAGES = {"cs": "Czech", "de": "German", "es": "Spanish", "fr": "French",
             "it": "Italian", "nl": "Dutch"}  # fmt: skip
"""The languages of the cards' names abroad (``Card.names``), by tag."""


def language_name(tag: str) -> str:
    """A language tag in words: ``de`` gives ``German``; an unlisted tag is itself."""
    return LANGUAGES.get(tag, tag)


# -- sentences ----------------------------------------------------------------------


def sentences(text: str) -> list[str]:
    """``text`` cut after each ``.``, ``!`` or ``?`` that white space follows (the white
    space dropped), as ``re.split(r"(?<=[.!?])\\s+", text)`` cuts it, without importing
    :mod:`re` for it.

    >>> sentences("Gain a Gold. Then? Trash it!  Done")
    ['Gain a Gold.', 'Then?', 'Trash it!', 'Done']
    """
    out: list[str] = []
    start, i, n = 0, 0, len(text)
    while i < n - 1:
        if text[i] in ".!?" and text[i + 1].isspace():
            j = i + 2
            while j < n and text[j].isspace():
                j += 1
            out.append(text[start : i + 1])
            start = i = j
        else:
            i += 1
    out.append(text[start:])
    return out


def one_line(text: str, limit: int | None = None) -> str:
    """``text`` with every run of white space made one space; when ``limit`` is given,
    cut at a word to at most that many characters, ending in ``...``.

    >>> one_line("a\\n b  c")
    'a b c'
    >>> one_line("one two three four", 12)
    'one two...'
    """
    text = " ".join(text.split())
    if limit is None or len(text) <= limit:
        return text
    cut = text[: max(limit - 3, 1)]
    if " " in cut[limit // 2 :]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(",;:.") + "..."


def words(items: list[str], conjunction: str = "and") -> str:
    """Join items as in a sentence: ``a, b and c``."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def count(n: int, one: str, many: str | None = None) -> str:
    """``1 card``, ``2 cards``; ``many`` for an irregular plural."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ...

    >>> [ordinal(n) for n in (1, 2, 3, 11, 22)]
    ['1st', '2nd', '3rd', '11th', '22nd']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


# -- costs and VP -------------------------------------------------------------------

VP_WORDS = "victory points"
"""What ``VP`` stands for."""

_SYMBOL_PATTERN = (
    r"\$(?P<coins>\d+)(?P<potion>P\b)?(?:(?P<debt>\d+)D\b)?"
    r"|(?<![\w$])(?P<debt_only>\d+)D\b"
    r"|(?:\b(?P<vp_n>\d+)\s?)?\bVPs?\b"
)
"""A coin cost (``$3``, ``$3P``), a Debt amount (``8D``) or VP (``2 VP``) in prose."""

_SYMBOL: list[re.Pattern[str]] = []
""":data:`_SYMBOL_PATTERN` compiled, once some text may hold a symbol."""


def _symbols_in(text: str) -> re.Pattern[str] | None:
    """The symbol pattern, when ``text`` may hold a symbol: a ``$``, ``VP`` or a digit
    before a ``D``; else None (most text: then :mod:`re` is not imported at all)."""
    if "$" not in text and "VP" not in text:
        at = text.find("D", 1)
        while at != -1 and not text[at - 1].isdecimal():
            at = text.find("D", at + 1)
        if at == -1:
            return None
    if not _SYMBOL:
        import re

        _SYMBOL.append(re.compile(_SYMBOL_PATTERN))
    return _SYMBOL[0]


def cost_text(cost: Cost) -> str:
    """A cost in words only: ``3 coins and a Potion``."""
    return cost.text()


def cost_words(cost: Cost) -> str:
    """A cost as its symbols followed by its words: ``$3P (3 coins and a Potion)``."""
    return f"{cost.symbols()} ({cost.text()})"


def _symbol_cost(m: re.Match[str]) -> Cost | None:
    from engine.values import Cost  # only here: most text has no symbol to read

    if m.group("coins") is not None:
        potion = 1 if m.group("potion") else 0
        return Cost(coins=int(m.group("coins")), potion=potion, debt=int(m.group("debt") or 0))
    if m.group("debt_only") is not None:
        return Cost(coins=0, debt=int(m.group("debt_only")))
    return None


def spoken(text: str) -> str:
    """Text with costs and VP in words instead of symbols, as a screen reader should
    say them."""

    def say(m: re.Match[str]) -> str:
        cost = _symbol_cost(m)
        if cost is not None:
            return cost.text()
        n = m.group("vp_n")
        return VP_WORDS if n is None else f"{n} victory point" + ("" if n == "1" else "s")

    pattern = _symbols_in(text)
    return text if pattern is None else pattern.sub(say, text)


def spelled(text: str) -> str:
    """Text with every cost and VP symbol followed by its words (once: a symbol already
    followed by a bracket is left alone)."""

    def spell(m: re.Match[str]) -> str:
        if m.string.startswith(" (", m.end()):
            return m.group(0)
        cost = _symbol_cost(m)
        if cost is not None:
            return cost_words(cost)
        return f"{m.group(0)} ({VP_WORDS})"

    pattern = _symbols_in(text)
    return text if pattern is None else pattern.sub(spell, text)


# -- piles --------------------------------------------------------------------------

PILE_SIZE_WORDS: dict[str, str] = {
    "kingdom": "10 cards (a Kingdom pile)",
    "victory": "8 cards with two players, 12 with more",
    "province": "8 cards with two players, 12 with three or four, 15 with five, 18 with six",
    "curse": "10 cards for each player after the first",
    "ruins": "10 cards for each player after the first (shuffled)",
    "copper": "60 cards, less 7 for each player",
    "castle-pair": "1 card with two players, 2 with more",
    "none": "no pile of its own",
}
"""How many cards a pile holds, in words, for each named pile-size rule
(:class:`engine.values.PileSize`; a test checks that every rule has its words)."""


def pile_size_words(size: str | int) -> str:
    """A pile size (a number or a named rule) in words."""
    return count(size, "card") if isinstance(size, int) else PILE_SIZE_WORDS[size]


# -- gaining ------------------------------------------------------------------------

GAIN_WHEN: dict[str, str] = {
    "on-play": "when it is played",
    "on-buy": "when it is bought",
    "on-gain": "when it is gained",
    "on-trash": "when it is trashed",
    "on-reveal": "when it is revealed",
    "start-of-turn": "at the start of a turn",
    "night": "in the Night phase",
    "on-receive": "when it is received",
    "on-exchange": "when it is exchanged",
    "on-pass": "when it is passed",
    "on-exile": "when it is exiled",
    "on-set-aside": "when it is set aside",
    "other": "at another time (see the note)",
}
"""When a gain source gains, by its ``when``."""

GAIN_WHO: dict[str, str] = {
    "you": "you",
    "each-other-player": "each other player",
    "another-player": "another player",
    "each-player": "each player",
}
"""Who gains, by a gain source's ``who``."""

GAIN_FROM: dict[str, str] = {
    "supply": "the Supply",
    "trash": "the trash",
    "non-supply": "a pile outside the Supply",
    "black-market": "the Black Market deck",
    "another-player": "another player",
    "discard": "the discard pile",
    "hand": "the hand",
    "deck": "the top of the deck",
    "set-aside": "a set-aside place",
    "exile": "the Exile mat",
    "in-play": "play",
    "mat": "a mat",
}
"""Where a gained card comes from, by a gain source's ``from``."""

GAIN_TO: dict[str, str] = GAIN_FROM
"""Where a gained card goes, by a gain source's ``to`` (the same places)."""

# -- records ------------------------------------------------------------------------

KIND_LABELS: dict[str, str] = {
    "card": "Card",
    "rule": "Rule",
    "ruling": "Ruling",
    "gain_source": "Gain source",
    "timing_note": "Timing note",
    "accessibility_note": "Accessibility note",
}
"""What each kind of record is called."""
