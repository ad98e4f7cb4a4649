"""``kb/search/words.yaml``: the words of search as data, checked with file:line errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kb.loader import load
from kb.search.index import build_index
from kb.search.words import WORDS_FILE, WordsError, load_words

DKB = str(Path(sys.executable).with_name("dkb"))


def test_the_file_is_valid_and_its_cards_exist() -> None:
    names = {c.name for c in load().cards.values()}
    words = load_words(card_names=names)
    assert "who" in words.question_words and "picks" in words.synonyms
    assert words.card_words["kc"] == "King's Court"


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("question_words: [a]\nsynonyms: {pick: [choose]}\ncard_words: {tr: Nowhere}\n", 3,
         "not a card"),
        ("question_words: [a]\nsynonyms:\n  pick: choose\ncard_words: {tr: Throne Room}\n", 3,
         "non-empty list"),
        ("question_words: [A]\nsynonyms: {pick: [choose]}\ncard_words: {tr: Throne Room}\n", 1,
         "lower case"),
        ("question_words: [a]\nsynonyms: {pick: [choose], pick: [x]}\ncard_words: {}\n", 2,
         "listed twice"),
        ("question_words: [a]\nsynonym: {pick: [choose]}\n", 2, "unknown table"),
        ("question_words: [a\n", 2, ""),
    ],
)  # fmt: skip
def test_mistakes_are_one_line_with_file_and_line(
    tmp_path: Path, text: str, line: int, problem: str
) -> None:
    path = tmp_path / "words.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(WordsError) as err:
        load_words(path, card_names={"Throne Room"})
    message = str(err.value)
    assert message.startswith(f"{path}:{line}:") and problem in message
    assert "\n" not in message


def test_the_words_change_the_ranking() -> None:
    index = build_index(load())
    # a card word: "kc" is King's Court; a synonym: "picks" finds "chooses"
    assert index.expand(["kc", "a", "village"]) == ["king", "court", "a", "village"]
    found = dict(index.matches("pick"))
    assert found["pick"] == 1.0 and 0 < found["choos"] <= 0.85 and "chosen" in found
    assert "who" in index.stop and "own" not in index.stop


def test_validate_checks_the_words_file() -> None:
    proc = subprocess.run([DKB, "validate"], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert WORDS_FILE.is_file()
