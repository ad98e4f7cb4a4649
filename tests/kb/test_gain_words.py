"""Gain sources say who gains once, and a gain that happens only sometimes says when."""

from __future__ import annotations

import re

from kb.loader import load

WHO_AGAIN = re.compile(r"\b(for|to|of|onto|into)\b[^.]*\b(each|every|another)( other)? player")


def test_who_gains_is_said_once() -> None:
    """``who`` says who gains; the ``gains`` words must not say it again ("Each other
    player gains a Curse for each other player")."""
    kb = load()
    again = [
        gid
        for gid, gs in kb.gain_sources.items()
        if gs.who == "each-other-player" and WHO_AGAIN.search(gs.gains)
    ]
    assert not again, f"the gains words repeat who gains: {again}"


def test_a_conditional_gain_has_a_condition_not_a_note() -> None:
    """A gain that happens only sometimes (Catapult's Curse) gives its ``condition``,
    which the gain lists show beside what is gained; a note is for anything else."""
    kb = load()
    hidden = [
        gid
        for gid, gs in kb.gain_sources.items()
        if gs.note and re.match(r"(Only|Unless|If)\b", gs.note)
    ]
    assert not hidden, f"a condition written as a note: {hidden}"
    for gid in ("catapult-curses", "idol-curses", "giant-curses"):
        assert kb.gain_sources[gid].condition, gid
