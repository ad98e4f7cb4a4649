"""The piles a scenario chooses for a card's set-up obey the card's rule: Young Witch's Bane
(an extra Kingdom pile costing 2 or 3 coins) and Ferryman's (an unused Kingdom pile costing
3 or 4); anything else is a clear error."""

from __future__ import annotations

import random

import pytest

from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game
from engine.setup import ScenarioError, build_game
from kb.play import project_catalog

CATALOG = project_catalog()


def game_of(setup: dict[str, object]) -> Game:
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(1)))


@pytest.mark.parametrize(
    ("bane", "kingdom", "message"),
    [
        ("Smithy", ["Young Witch"], "the Smithy pile costs 4 coins"),
        ("Familiar", ["Young Witch"], "costs 3 coins and a Potion"),
        ("Gold", ["Young Witch"], "Gold is not a Kingdom card"),
        ("Courtyard", ["Young Witch", "Courtyard"], "is one of the Kingdom piles"),
        ("Young Witch", ["Young Witch"], "is one of the Kingdom piles"),
    ],
)
def test_a_bane_that_young_witch_cannot_have_is_an_error(
    bane: str, kingdom: list[str], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        game_of({"kingdom": kingdom, "bane": bane})


def test_a_split_pile_can_be_the_bane_and_joins_the_supply() -> None:
    game = game_of({"kingdom": ["Young Witch"], "bane": "Catapult"})
    assert game.banes == ("Catapult",)
    assert "Catapult/Rocks" in game.supply


@pytest.mark.parametrize(
    ("pile", "message"),
    [
        ("Laboratory", "the Laboratory pile costs 5 coins"),
        ("Familiar", "costs 3 coins and a Potion"),
        ("Gold", "is not a Kingdom pile"),
    ],
)
def test_a_ferryman_pile_that_ferryman_cannot_have_is_an_error(pile: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        game_of({"kingdom": ["Ferryman"], "ferryman": pile})


def test_a_ferryman_pile_costing_3_or_4_is_set_aside() -> None:
    game = game_of({"kingdom": ["Ferryman"], "ferryman": "Smithy"})
    assert len(game.non_supply["Smithy"].cards) == 10
    assert "Smithy" not in game.supply


@pytest.mark.parametrize(
    ("player", "message"),
    [
        ({"horse_traders": ["Copper"]}, "Horse Traders sets aside only itself, not Copper"),
        (
            {"farmhands": ["Estate"]},
            "Farmhands sets aside only an Action or a Treasure, not Estate",
        ),
    ],
)
def test_a_card_set_aside_that_its_card_cannot_set_aside_is_an_error(
    player: dict[str, object], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        game_of({"kingdom": ["Horse Traders", "Farmhands"], "Alice": player})


def test_farmhands_may_hold_a_treasure_and_horse_traders_itself() -> None:
    game = game_of(
        {
            "kingdom": ["Horse Traders", "Farmhands"],
            "Alice": {"farmhands": ["Gold"], "horse_traders": ["Horse Traders"]},
        }
    )
    alice = game.players[0]
    assert alice.set_aside["Farmhands"].names() == ["Gold"]
    assert alice.set_aside["Horse Traders"].names() == ["Horse Traders"]
