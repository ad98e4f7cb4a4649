"""Piles beside (or added to) the Supply come from the cards' set-up needs, with their
rules sizes, without the scenario naming them: Spoils, Wish, Loot, Ruins."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game
from engine.setup import build_game
from kb.play import project_catalog

CATALOG = project_catalog()


def game_of(setup: dict[str, object]) -> Game:
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(1)))


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 20), (4, 30), (6, 50)])
def test_a_looter_adds_a_shuffled_ruins_pile_to_the_supply(players: int, size: int) -> None:
    names = ["A", "B", "C", "D", "E", "F"][:players]
    game = game_of({"players": names, "kingdom": ["Death Cart"], "shuffle": {"seed": 3}})
    ruins = game.supply["Ruins"]
    kinds = Counter(c.name for c in ruins.cards)
    assert len(ruins.cards) == size
    assert max(kinds.values()) <= 10  # dealt from ten of each kind
    assert "Ruins" not in game.non_supply
    if players == 6:
        assert set(kinds.values()) == {10}


def test_the_ruins_pile_is_shuffled_by_the_seed() -> None:
    orders = {
        tuple(
            c.name
            for c in game_of({"kingdom": ["Death Cart"], "shuffle": {"seed": s}})
            .supply["Ruins"]
            .cards
        )
        for s in range(4)
    }
    assert len(orders) > 1


def test_no_looter_no_ruins() -> None:
    game = game_of({"kingdom": ["Village"]})
    assert "Ruins" not in game.supply and "Ruins" not in game.non_supply


def test_spoils_and_loot_piles_are_beside_the_supply() -> None:
    game = game_of({"kingdom": ["Bandit Camp", "Jewelled Egg"]})
    assert len(game.non_supply["Spoils"].cards) == 15
    loot = Counter(c.name for c in game.non_supply["Loot"].cards)
    assert len(loot) == 15 and set(loot.values()) == {2}
    assert "Loot" not in game.supply


def test_a_non_supply_card_in_a_zone_brings_its_pile() -> None:
    game = game_of({"Alice": {"hand": ["Wish"]}})
    assert len(game.non_supply["Wish"].cards) == 12


def test_a_scenario_can_list_the_ruins_pile_top_first() -> None:
    game = game_of({"kingdom": ["Marauder"], "piles": {"Ruins": ["Survivors", "Ruined Market"]}})
    assert [c.name for c in game.supply["Ruins"].cards] == ["Survivors", "Ruined Market"]
