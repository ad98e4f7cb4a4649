"""The -2 Cost token (Ferry) goes through the one cost mechanism: the costs worked out
and remembered follow the token when it moves and when the turn passes, with no card
moving in between."""

from __future__ import annotations

import random

from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game
from engine.setup import build_game
from engine.values import PileToken
from kb.play import project_catalog

CATALOG = project_catalog()


def game_of(setup: dict[str, object]) -> Game:
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(1)))


def coins_of(game: Game, *names: str) -> list[int]:
    return [game.cost(CATALOG[n]).coins for n in names]


def test_the_costs_follow_the_token_when_it_moves() -> None:
    game = game_of({"kingdom": ["Village", "Smithy"], "Alice": {"tokens": {"cost": "Village"}}})
    alice = game.player("Alice")
    moves = game.moves_made
    assert coins_of(game, "Village", "Smithy") == [1, 4]
    assert game.costs_of(game.supply["Smithy"].cards[:1]) == [CATALOG["Smithy"].cost]
    game.move_pile_token(alice, PileToken.COST, "Smithy")
    assert game.moves_made == moves  # no card moved: the token alone changes the costs
    assert coins_of(game, "Village", "Smithy") == [3, 2]
    assert [c.coins for c in game.costs_of(game.supply["Smithy"].cards[:1])] == [2]
    assert not game.printed_costs_hold()


def test_the_token_counts_only_on_its_owners_turns() -> None:
    game = game_of({"kingdom": ["Village", "Smithy"], "Bob": {"tokens": {"cost": "Smithy"}}})
    assert coins_of(game, "Smithy") == [4]
    assert game.printed_costs_hold()
    game.turn_index = game.player("Bob").seat
    assert coins_of(game, "Smithy") == [2]
    assert coins_of(game, "Province") == [8]
