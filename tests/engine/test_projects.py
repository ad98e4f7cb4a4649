"""Projects: buying one puts the buyer's cube on it, once each, and only two cubes."""

from __future__ import annotations

import random

import pytest

from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game, RuleError
from engine.game.turns import PROJECT_CUBES
from engine.setup import build_game
from kb.play import project_catalog


def _game() -> Game:
    setup = Setup.model_validate(
        {"kingdom": ["Market"], "events": ["Capitalism"], "phase": "buy", "Alice": {"coins": 20}}
    )
    return build_game(setup, project_catalog(), RandomAgent(random.Random(0)))


def test_buying_a_project_puts_a_cube_on_it() -> None:
    game = _game()
    alice = game.players[0]
    game.buy(alice, "Capitalism")
    assert alice.projects == ["Capitalism"]


def test_no_cube_left() -> None:
    game = _game()
    alice = game.players[0]
    alice.projects = [f"Project {i}" for i in range(PROJECT_CUBES)]
    with pytest.raises(RuleError, match="no cube left"):
        game.buy(alice, "Capitalism")
    assert alice.coins == 20 and "Capitalism" not in alice.projects
