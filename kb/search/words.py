"""The words of search, read from ``kb/search/words.yaml`` and checked.

The file holds three tables (see its comments): ``question_words`` (left out of
matching), ``synonyms`` (a player's word and the words the records use) and
``card_words`` (short names for cards). The index carries them, stemmed, so
``dkb search`` and the site's search read the same tables from the same index.

A mistake in the file is reported as one line, ``file:line: what is wrong``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["WORDS_FILE", "SearchWords", "WordsError", "load_words"]

WORDS_FILE = Path(__file__).resolve().parent / "words.yaml"
_KEYS = ("question_words", "synonyms", "card_words")


class WordsError(ValueError):
    """A mistake in the words file; the message is ``file:line: problem``."""


@dataclass
class SearchWords:
    """The three tables, as written (not yet stemmed)."""

    question_words: list[str] = field(default_factory=list)
    synonyms: dict[str, list[str]] = field(default_factory=dict)
    card_words: dict[str, str] = field(default_factory=dict)


def _where(path: Path, node: Any) -> str:
    return f"{path}:{node.start_mark.line + 1}"


def _word(path: Path, node: Any, what: str) -> str:
    from yaml import ScalarNode

    if not isinstance(node, ScalarNode) or not str(node.value).strip():
        raise WordsError(f"{_where(path, node)}: {what} must be a word, not {node.tag}")
    value = str(node.value)
    if value != value.lower() or value != value.strip():
        raise WordsError(f"{_where(path, node)}: {what} {value!r} must be lower case")
    return value


def _seq(path: Path, node: Any, what: str) -> list[Any]:
    from yaml import SequenceNode

    if not isinstance(node, SequenceNode) or not node.value:
        raise WordsError(f"{_where(path, node)}: {what} must be a non-empty list of words")
    return list(node.value)


def _map(path: Path, node: Any, what: str) -> list[tuple[Any, Any]]:
    from yaml import MappingNode

    if not isinstance(node, MappingNode):
        raise WordsError(f"{_where(path, node)}: {what} must be a mapping")
    seen: set[str] = set()
    out = []
    for key, value in node.value:
        name = _word(path, key, f"a key of {what}")
        if name in seen:
            raise WordsError(f"{_where(path, key)}: {name!r} is listed twice in {what}")
        seen.add(name)
        out.append((key, value))
    return out


def load_words(path: Path = WORDS_FILE, card_names: set[str] | None = None) -> SearchWords:
    """The tables of ``path``; :class:`WordsError` on the first mistake. With
    ``card_names``, every card a ``card_words`` entry names must be one of them."""
    import yaml

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise WordsError(f"{path}: cannot read the search words: {exc}") from None
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise WordsError(f"{path}{line}: {problem}") from None
    if root is None:
        raise WordsError(f"{path}:1: the file is empty")
    words = SearchWords()
    for key, value in _map(path, root, "the file"):
        name = key.value
        if name not in _KEYS:
            raise WordsError(f"{_where(path, key)}: unknown table {name!r}; tables: "
                             f"{', '.join(_KEYS)}")  # fmt: skip
        if name == "question_words":
            words.question_words = [
                _word(path, n, "a question word") for n in _seq(path, value, name)
            ]
        elif name == "synonyms":
            for k, v in _map(path, value, name):
                words.synonyms[k.value] = [
                    _word(path, n, "a synonym") for n in _seq(path, v, k.value)
                ]
        else:
            for k, v in _map(path, value, name):
                from yaml import ScalarNode

                if not isinstance(v, ScalarNode) or not str(v.value).strip():
                    raise WordsError(f"{_where(path, v)}: {k.value!r} must name one card")
                card = str(v.value)
                if card_names is not None and card not in card_names:
                    raise WordsError(f"{_where(path, v)}: {k.value!r} names {card!r}, "
                                     "which is not a card in the data")  # fmt: skip
                words.card_words[k.value] = card
    missing = [k for k in _KEYS if not getattr(words, k)]
    if missing:
        raise WordsError(f"{path}:1: missing table {missing[0]!r}")
    return words
