"""Divine Wind replaces the Kingdom mid-game: its scenario keys refuse what the rules do
not allow, with a clear error; the random deal takes ten unused Kingdom cards the engine
plays; the Supply's caches follow the change; random games with it keep their invariants."""

from __future__ import annotations

import os
import random

import pytest
from test_random_games import Invariants

from engine import randomplay
from engine.cards.bane import bane_options
from engine.cards.rising_sun.divine_wind import NEW_KINGDOM
from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game
from engine.setup import ScenarioError, build_game, kingdom_candidates
from kb.play import project_catalog

CATALOG = project_catalog()
TEN = [
    "Cellar",
    "Chapel",
    "Workshop",
    "Militia",
    "Moneylender",
    "Festival",
    "Laboratory",
    "Market",
    "Witch",
    "Moat",
]


def game_of(setup: dict[str, object]) -> Game:
    return build_game(Setup.model_validate(setup), CATALOG, RandomAgent(random.Random(1)))


def blown(setup: dict[str, object]) -> Game:
    """The game ``setup`` describes (Divine Wind with one Sun token left), once Alice's
    Tea House has removed the last token."""
    base: dict[str, object] = {
        "kingdom": ["Tea House", "Village", "Smithy"],
        "events": ["Divine Wind"],
        "sun_tokens": 1,
        "Alice": {"hand": ["Tea House"], "deck": ["Copper"]},
    }
    game = game_of({**base, **setup})
    game.play_from_hand(game.players[0], "Tea House")
    return game


@pytest.mark.parametrize(
    ("ten", "kingdom", "message"),
    [
        (TEN[:9], ["Tea House"], "name ten Kingdom cards, not 9"),
        ([*TEN[:9], "Gold"], ["Tea House"], "Gold is not a Kingdom card"),
        ([*TEN[:8], "Catapult", "Rocks"], ["Tea House"], "the Catapult/Rocks pile is named twice"),
        ([*TEN[:9], "Village"], ["Tea House", "Village"], "Village is already in this game"),
    ],
)
def test_a_new_kingdom_divine_wind_cannot_set_out_is_an_error(
    ten: list[str], kingdom: list[str], message: str
) -> None:
    setup = {"kingdom": kingdom, "events": ["Divine Wind"], "divine_wind_kingdom": ten}
    with pytest.raises(ScenarioError, match=f"divine_wind_kingdom: {message}"):
        game_of(setup)


def test_the_new_kingdom_needs_divine_wind_as_the_prophecy() -> None:
    with pytest.raises(ScenarioError, match="Divine Wind is not this game's Prophecy"):
        game_of({"kingdom": ["Tea House"], "events": ["Growth"], "divine_wind_kingdom": TEN})


@pytest.mark.parametrize(
    ("ally", "events", "message"),
    [
        ("Smithy", ["Divine Wind"], "Smithy is not an Ally the engine plays"),
        ("Coastal Haven", ["Divine Wind", "Cave Dwellers"], "already has an Ally, Cave Dwellers"),
    ],
)
def test_an_ally_divine_wind_cannot_bring_is_an_error(
    ally: str, events: list[str], message: str
) -> None:
    with pytest.raises(ScenarioError, match=message):
        game_of({"kingdom": ["Tea House"], "events": events, "divine_wind_ally": ally})


def test_a_game_shuffled_as_listed_must_name_the_new_kingdom() -> None:
    with pytest.raises(ScenarioError, match="as-listed must name them"):
        blown({"shuffle": "as-listed"})


def test_a_game_shuffled_as_listed_must_name_the_ally_a_liaison_brings() -> None:
    with pytest.raises(ScenarioError, match="as-listed must name the Ally"):
        blown({"shuffle": "as-listed", "divine_wind_kingdom": [*TEN[:9], "Underling"]})


WITCH_TEN = [*TEN[:9], "Young Witch"]
"""Ten new cards with a Young Witch, which brings a Bane pile."""


@pytest.mark.parametrize(
    ("bane", "setup", "message"),
    [
        ("Smithy", {}, "the Smithy pile costs 4 coins"),
        ("Familiar", {}, "the Familiar pile costs 3 coins and a Potion"),
        ("Gold", {}, "Gold is not a Kingdom card"),
        ("Village", {}, "Village is already in this game"),
        ("Pawn", {"bane": "Pawn"}, "Pawn is already in this game"),
        ("Cellar", {}, "the Cellar pile is one of Divine Wind's ten"),
        ("Pawn", {"divine_wind_kingdom": TEN}, "no Young Witch is among Divine Wind's ten"),
    ],
)
def test_a_bane_a_new_young_witch_cannot_bring_is_an_error(
    bane: str, setup: dict[str, object], message: str
) -> None:
    base = {
        "kingdom": ["Tea House", "Village"],
        "events": ["Divine Wind"],
        "divine_wind_kingdom": WITCH_TEN,
    }
    with pytest.raises(ScenarioError, match=f"divine_wind_bane: {message}"):
        game_of({**base, **setup, "divine_wind_bane": bane})


def test_the_new_bane_needs_divine_wind_as_the_prophecy() -> None:
    with pytest.raises(ScenarioError, match="divine_wind_bane: Divine Wind is not"):
        game_of({"kingdom": ["Tea House"], "events": ["Growth"], "divine_wind_bane": "Pawn"})


def test_a_game_shuffled_as_listed_must_name_the_bane_a_young_witch_brings() -> None:
    with pytest.raises(ScenarioError, match="divine_wind_bane: a Young Witch comes"):
        blown({"shuffle": "as-listed", "divine_wind_kingdom": WITCH_TEN})


def test_a_new_young_witch_brings_the_bane_named_beside_the_old_one() -> None:
    game = blown({"bane": "Lookout", "divine_wind_kingdom": WITCH_TEN, "divine_wind_bane": "Pawn"})
    assert game.banes == ("Lookout", "Pawn")
    assert "Pawn" in game.supply and "Lookout" in game.removed_piles
    assert len([p for p in game.supply if CATALOG.pile_cards(p)[0].kingdom]) == 11


@pytest.mark.parametrize("seed", range(5))
def test_the_random_bane_is_an_unused_card_costing_2_or_3(seed: int) -> None:
    setup = {"shuffle": {"seed": seed}, "black_market": ["Pawn"], "divine_wind_kingdom": WITCH_TEN}
    game = blown(setup)
    [bane] = game.banes
    pile = CATALOG.pile_of(bane)
    cost = CATALOG.pile_cards(pile)[0].cost
    assert cost.coins in (2, 3) and not cost.potion and not cost.debt
    assert pile in game.supply and pile not in WITCH_TEN
    assert bane not in {"Tea House", "Village", "Smithy", "Pawn"}
    assert bane in kingdom_candidates(CATALOG)
    assert blown(setup).banes == game.banes


def test_a_random_ten_leaves_out_the_bane_named() -> None:
    # a card the seed deals among the ten, once named as the Bane, is dealt no more
    ten = list(blown({"shuffle": {"seed": 3}}).remembered.get(NEW_KINGDOM))
    [bane, *_] = bane_options(CATALOG, ten, [])
    game = blown({"shuffle": {"seed": 3}, "divine_wind_bane": bane})
    assert bane not in game.remembered.get(NEW_KINGDOM)


@pytest.mark.parametrize("seed", range(5))
def test_the_random_deal_is_ten_unused_kingdom_cards_the_engine_plays(seed: int) -> None:
    game = blown({"shuffle": {"seed": seed}, "black_market": ["Bandit"]})
    kingdom = [p for p in game.supply if CATALOG.pile_cards(p)[0].kingdom]
    assert len(kingdom) == 10
    assert set(game.removed_piles) == {"Tea House", "Village", "Smithy"}
    candidates = set(kingdom_candidates(CATALOG))
    for pile in kingdom:
        top = CATALOG.pile_cards(pile)[0].name
        assert top in candidates
        assert top not in {"Tea House", "Village", "Smithy", "Bandit"}
    assert blown({"shuffle": {"seed": seed}, "black_market": ["Bandit"]}).supply.keys() == (
        game.supply.keys()
    )


def test_empty_piles_are_counted_again_once_the_kingdom_is_replaced() -> None:
    # as many piles after as before: the Supply's cached card lists must still be redone
    kingdom = [*TEN[:9], "Tea House"]
    game = game_of(
        {
            "kingdom": kingdom,
            "events": ["Divine Wind"],
            "sun_tokens": 1,
            "piles": {"Cellar": 0, "Chapel": 0},
            "divine_wind_kingdom": [
                *("Village", "Smithy", "Sentry", "Harbinger", "Merchant"),
                *("Vassal", "Poacher", "Bandit", "Library", "Mine"),
            ],
            "Alice": {"hand": ["Tea House"], "deck": ["Copper"]},
        }
    )
    assert game.empty_piles() == 2
    supply_size = game.supply_size()
    piles = len(game.supply)
    game.play_from_hand(game.players[0], "Tea House")
    assert game.empty_piles() == 0
    assert len(game.supply) == piles
    assert game.supply_size() != supply_size


def test_a_removed_card_that_watches_gains_goes_on_watching() -> None:
    # "in games using this" abilities go on for removed piles (Footpad), and a new
    # card that watches gains (Duchess) watches from now on
    game = blown(
        {
            "kingdom": ["Tea House", "Footpad"],
            "divine_wind_kingdom": [*TEN[:9], "Duchess"],
        }
    )
    assert "Footpad" in game.removed_piles
    assert {"Footpad", "Duchess"} <= set(game.watchers)


BLOCKS = 4
"""The random games with Divine Wind are played in this many tests, side by side."""


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_with_divine_wind_keep_their_invariants(
    monkeypatch: pytest.MonkeyPatch, block: int
) -> None:
    """Random games whose Prophecy is Divine Wind, over Kingdoms with many Omens, keep
    every card where it is when the Kingdom is replaced, and end (each block plays every
    ``BLOCKS``-th seed)."""
    pool = kingdom_candidates(CATALOG)
    omens = [n for n in pool if "Omen" in CATALOG[n].types]
    others = [n for n in pool if n not in omens]
    monkeypatch.setattr(randomplay, "_prophecy", lambda catalog, kingdom, seed: ["Divine Wind"])
    games = max(8, int(os.environ.get("DKB_RANDOM_GAMES", "1000")) // 25)
    blew = 0
    seeds = range(block, games, BLOCKS)
    for seed in seeds:
        # a small pool, a third of it Omens: most Kingdoms have one
        few = random.Random(f"divine wind {seed}").sample(others, 2 * len(omens))
        monkeypatch.setattr(randomplay, "kingdom_candidates", lambda c, few=few: [*omens, *few])
        invariants = Invariants()
        played: list[Game] = []

        def check(game: Game, invariants: Invariants = invariants, played: list[Game] = played):
            invariants(game)
            played[:] = [game]

        summary = randomplay.play_random_game(CATALOG, seed, players=2 + seed % 3, check=check)
        assert summary.ended or summary.stalled, f"seed {seed}: the game did not end"
        blew += bool(played and played[0].removed_piles)
    assert blew >= len(seeds) // 4, f"Divine Wind blew in only {blew} of {len(seeds)} games"
