"""Soundness under random play: complete games with random agents over random
Kingdoms, with invariants checked after every step. Seeds make failures reproducible."""

from __future__ import annotations

import os

import pytest

from engine.game import Game
from engine.randomplay import kingdom_candidates, play_random_game
from engine.values import Counter
from engine.zones import Zone
from kb.play import project_catalog

GAMES = int(os.environ.get("DKB_RANDOM_GAMES", "600"))
"""Games per run: 600 in ``make test`` (under its time limit); ``make soak`` plays 10,000."""
CATALOG = project_catalog()
COUNTERS = [c.value for c in Counter]


class Invariants:
    """Checks, after every step, that no card was created or lost (the only cards made
    after set-up are new piles set out: Divine Wind's) and that every card is in exactly
    one place, and that no counter is negative."""

    def __init__(self) -> None:
        self.total: int | None = None
        self.made = 0

    def __call__(self, game: Game) -> None:
        zones = game.all_zones()
        # every card where it thinks it is, counted once: checked in bulk after every
        # step (the loops of _explain, which name the card, run only when one fails)
        uids = [c.uid for z in zones for c in z.cards]
        if not all([c.zone is z for z in zones for c in z.cards]) or len(set(uids)) != len(uids):
            self._explain(zones)
        count = len(uids)
        if self.total is None:
            self.total, self.made = count, game.cards_made
        expected = self.total
        if game.removed_piles:  # Divine Wind has set out new piles: their cards are new
            expected += sum(uid > self.made for uid in uids)
        assert count == expected, f"{expected - count} card(s) lost or created"
        for p in game.players:
            for counter in COUNTERS:  # every counter the format names
                assert getattr(p, counter) >= 0, f"{p.name}.{counter} is negative"

    @staticmethod
    def _explain(zones: list[Zone]) -> None:
        seen: set[int] = set()
        for zone in zones:
            for card in zone.cards:
                assert card.zone is zone, f"{card} thinks it is in {card.zone}, but is in {zone}"
                assert card.uid not in seen, f"{card} is in two places"
                seen.add(card.uid)
        raise AssertionError("the bulk check and the card-by-card check disagree")


def test_there_are_enough_cards_for_random_kingdoms() -> None:
    assert len(kingdom_candidates(CATALOG)) >= 10


@pytest.mark.parametrize("block", range(8))
def test_random_games_keep_invariants_and_end(block: int) -> None:
    stalls: list[int] = []
    for seed in range(block, GAMES, 8):
        players = 2 + seed % 3
        summary = play_random_game(CATALOG, seed, players=players, check=Invariants())
        if summary.stalled:
            # random players can trash their way into decks that can buy nothing (or
            # owe Debt they can never pay): a dead end the rules allow; it must be rare
            stalls.append(seed)
            continue
        assert summary.ended, f"seed {seed}: the game did not end in {summary.turns} turns"
        assert len(summary.scores) == players, f"seed {seed}: not every player was scored"
    assert len(stalls) <= max(1, GAMES // 8 // 50), f"too many stalled games: seeds {stalls}"


def test_the_invariants_catch_a_lost_a_doubled_and_a_misplaced_card() -> None:
    games: list[Game] = []
    play_random_game(CATALOG, 1, check=games.append)  # (the same game after each step)
    game = games[0]
    check = Invariants()
    check(game)
    hand = game.players[0].hand
    card = hand.cards[0]
    hand.cards.append(card)  # in two places at once
    with pytest.raises(AssertionError, match="in two places"):
        check(game)
    hand.cards.pop()
    card.zone = game.trash  # where it is not
    with pytest.raises(AssertionError, match="thinks it is in"):
        check(game)
    card.zone = hand
    hand.cards.remove(card)  # gone
    with pytest.raises(AssertionError, match="lost or created"):
        check(game)


class _SetUp(Exception):
    """Stops a random game after its first step: the test wants only its set-up."""


def _set_up(seed: int) -> Game:
    """The random game of ``seed`` (two players) as its first step left it."""
    found: list[Game] = []

    def stop(game: Game) -> None:
        found.append(game)
        raise _SetUp

    with pytest.raises(_SetUp):
        play_random_game(CATALOG, seed, check=stop)
    return found[0]


def test_random_games_with_young_witch_have_a_bane_pile() -> None:
    with_witch = 0
    for seed in range(400):
        game = _set_up(seed)
        kingdom = {p for p in game.supply if CATALOG.pile_cards(p)[0].kingdom}
        witch = "Young Witch" in game.supply or (
            "Black Market" in game.supply and "Young Witch" in game.black_market.names()
        )
        if not witch:
            assert game.banes == (), f"seed {seed}: a Bane without a Young Witch"
            continue
        with_witch += 1
        [bane] = game.banes
        pile = CATALOG.pile_of(bane)
        cost = CATALOG.pile_cards(pile)[0].cost
        assert pile in game.supply and pile in kingdom, f"seed {seed}: no {pile} pile"
        assert cost.coins in (2, 3) and not cost.potion and not cost.debt, f"seed {seed}"
        assert bane not in game.black_market.names(), f"seed {seed}: {bane} is also in the deck"
        # an eleventh Kingdom pile at least: the Bane is not one of the ten
        assert len(kingdom) >= 11, f"seed {seed}: {sorted(kingdom)}"
    assert with_witch >= 3, f"only {with_witch} random games had a Young Witch"
