"""The ``durations`` key: a Duration card written in play since its owner's last turn
waits to do, at the start of their next turn, what its play leaves waiting; one whose
waiting effect depends on a choice made when it was played is refused."""

from __future__ import annotations

import random

import pytest

from engine.card import CardRules
from engine.cards import rules_by_name
from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game
from engine.setup import build_game
from engine.state_keys import PLAYER_KEYS, ScenarioError
from kb.play import project_catalog

CATALOG = project_catalog()
RULES = rules_by_name(CATALOG)
DURATIONS = sorted(n for n in RULES if "Duration" in CATALOG[n].types)
WRITTEN = [
    n for n in DURATIONS if type(RULES[n]).wait_for_next_turn is not CardRules.wait_for_next_turn
]
REFUSED = [n for n in DURATIONS if n not in WRITTEN]


def _game(name: str) -> Game:
    setup = {
        "turn": "Bob",
        "Alice": {"durations": [name], "hand": ["Copper"] * 5, "deck": ["Copper"] * 10},
    }
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(0)))


def test_the_seaside_durations_are_written_and_haven_is_refused() -> None:
    assert {"Wharf", "Caravan", "Lighthouse", "Fishing Village", "Tactician"} <= set(WRITTEN)
    assert "Haven" in REFUSED


@pytest.mark.parametrize("name", WRITTEN)
def test_a_written_duration_acts_when_its_owners_turn_starts(name: str) -> None:
    game = _game(name)
    alice = game.player("Alice")
    read = PLAYER_KEYS["durations"].read
    assert read is not None
    assert read(game, alice) == [name]
    assert alice.in_play.names() == [name] and alice.plays_this_turn == []
    persistent = all(e.persistent for e in alice.start_of_turn)
    game.end_turn()
    assert game.current is alice
    assert read(game, alice) == ([name] if persistent else [])


@pytest.mark.parametrize("name", REFUSED)
def test_a_duration_whose_waiting_effect_needs_its_choice_is_refused(name: str) -> None:
    with pytest.raises(ScenarioError, match=f"^durations: {name} has no effect waiting"):
        _game(name)


HOLDING = [
    ("Prince", ["Village"]),
    ("Church", ["Gold", "Estate"]),
    ("Ghost", ["Village"]),
    ("Blockade", ["Silver"]),
    ("Royal Galley", ["Village"]),
    ("Contract", ["Village"]),
]


def _holding_game(name: str, cards: list[str]) -> Game:
    setup = {
        "turn": "Bob",
        "Alice": {
            "holding": [{"card": name, "cards": cards}],
            "hand": ["Copper"] * 5,
            "deck": ["Copper"] * 10,
        },
    }
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(0)))


@pytest.mark.parametrize(("name", "cards"), HOLDING, ids=[n for n, _ in HOLDING])
def test_a_card_written_holding_set_aside_cards_uses_them_when_the_turn_starts(
    name: str, cards: list[str]
) -> None:
    game = _holding_game(name, cards)
    alice = game.player("Alice")
    read = PLAYER_KEYS["holding"].read
    assert read is not None
    assert read(game, alice) == [{"card": name, "cards": sorted(cards)}]
    assert alice.in_play.names() == [name] and sorted(alice.set_aside_names()) == sorted(cards)
    game.end_turn()
    assert game.current is alice
    # Prince plays its card each turn and keeps it; the others give theirs up
    assert read(game, alice) == ([{"card": name, "cards": cards}] if name == "Prince" else [])
    assert alice.set_aside_names() == (cards if name == "Prince" else [])


@pytest.mark.parametrize(
    ("name", "cards"),
    [("Wharf", ["Gold"]), ("Prince", ["Gold"]), ("Ghost", ["Village", "Village"])],
)
def test_a_card_that_does_not_hold_those_cards_is_refused(name: str, cards: list[str]) -> None:
    with pytest.raises(ScenarioError, match=f"^holding: {name} does not set aside"):
        _holding_game(name, cards)


@pytest.mark.parametrize(
    ("player", "words"),
    [
        ({"garrison": 0}, "^garrison: a Garrison with no tokens"),
        ({"summoned": ["Gold"]}, "^summoned: Gold is not an Action card"),
    ],
)
def test_a_garrison_without_tokens_or_a_summoned_non_action_is_refused(
    player: dict[str, object], words: str
) -> None:
    setup = Setup.model_validate({"turn": "Bob", "Alice": player})
    with pytest.raises(ScenarioError, match=words):
        build_game(setup, CATALOG, RandomAgent(random.Random(0)))
