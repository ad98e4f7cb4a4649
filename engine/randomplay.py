"""Whole games played by random agents, for soundness tests and benchmarks.

A random driver plays Actions, Treasures and buys at random; a
:class:`~engine.decisions.RandomAgent` answers every decision. With ``check`` the
caller sees the game after every step.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass

from engine import rand
from engine.cards import implemented, load_all
from engine.cards.bane import bane_options, brings_a_bane
from engine.cards.plunder._traits import deal_piles
from engine.catalog import Catalog
from engine.decisions import RandomAgent
from engine.format.scenario import Setup
from engine.game import Game, RuleError
from engine.player import Player
from engine.setup import SHELTERS, build_game, kingdom_candidates
from engine.values import Phase
from engine.zones import CardInstance, Zone

# Enum members read on every turn, bound once: on Python 3.11 reading ``Phase.BUY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times slower than a global.
_BUY_PHASE = Phase.BUY
_NIGHT_PHASE = Phase.NIGHT

__all__ = ["GameSummary", "kingdom_candidates", "play_random_game"]

MAX_TURNS = 3000
STALL_TURNS = 200
"""A game where no card leaves the Supply for this many turns has stalled: random
players can trash their way into a deck that can never pay off its Debt."""


@dataclass
class GameSummary:
    """How a random game ended."""

    seed: int
    kingdom: list[str]
    turns: int
    ended: bool
    scores: dict[str, int]
    stalled: bool = False
    """True when no card left the Supply for :data:`STALL_TURNS` turns."""
    debts: dict[str, int] | None = None
    """Each player's Debt when the game stalled."""


@functools.lru_cache(maxsize=8)
def _events(catalog: Catalog) -> list[str]:
    # these come in decks, or with the cards giving them (an Artifact too; a Prophecy
    # with an Omen: :func:`_prophecy`; an Ally with a Liaison: :func:`_ally`)
    dealt = {"Boon", "Hex", "State", "Artifact", "Prophecy", "Ally"}
    return sorted(
        n
        for n, f in catalog.by_name.items()
        if f.landscape
        and implemented(n)
        and not f.types & dealt
        and all(
            implemented(c.name)
            for p in f.needs_piles
            for c in catalog.pile_cards(catalog.pile_of(p))
        )
    )


def _platinum_and_colony(catalog: Catalog, kingdom: list[str], seed: int) -> list[str]:
    """Platinum and Colony, when one of the Kingdom cards drawn at random is from
    Prosperity (the rulebook's way to use them in proportion), with their own generator."""
    if not (implemented("Platinum") and implemented("Colony")) or not kingdom:
        return []
    pick = random.Random(f"colony {seed}").choice(kingdom)
    return ["Platinum", "Colony"] if catalog[pick].expansion == "Prosperity" else []


def _shelters(catalog: Catalog, kingdom: list[str], seed: int) -> bool:
    """Whether the starting decks have Shelters: when one of the Kingdom cards drawn at
    random is from Dark Ages (the rulebook's way to use them in proportion), with its own
    generator."""
    if not all(implemented(n) for n in SHELTERS) or not kingdom:
        return False
    pick = random.Random(f"shelters {seed}").choice(kingdom)
    return catalog[pick].expansion == "Dark Ages"


def _landscapes(catalog: Catalog, seed: int) -> list[str]:
    """The landscapes (Events, Projects, Landmarks and the like) a randomizer deals: their
    cards are shuffled in with the Kingdom cards', and those turned up before the tenth
    Kingdom card are used, two at most, as the rules advise. So each kind comes in
    proportion to how many of its cards there are. Drawn with their own generator, so the
    rest of the game is drawn alike."""
    every = _events(catalog)
    if not every:
        return []
    landscapes = set(every)
    deck = [*kingdom_candidates(catalog), *every]
    rand.shuffle(random.Random(f"landscapes {seed}"), deck)  # as Random.shuffle, faster
    picked: list[str] = []
    kingdom = 0
    for name in deck:
        if name not in landscapes:
            kingdom += 1
            if kingdom == 10:
                break
        elif len(picked) < 2:
            picked.append(name)
    return picked


@functools.lru_cache(maxsize=8)
def _prophecies(catalog: Catalog) -> list[str]:
    return sorted(n for n, f in catalog.by_name.items() if "Prophecy" in f.types and implemented(n))


def _prophecy(catalog: Catalog, kingdom: list[str], seed: int) -> list[str]:
    """One Prophecy, dealt at random, when an Omen is in the Kingdom (however many there
    are), with its own generator."""
    every = _prophecies(catalog)
    if not every or not any("Omen" in catalog[n].types for n in kingdom):
        return []
    return [random.Random(f"prophecy {seed}").choice(every)]


def _prophecy_piles(
    pool: list[str], catalog: Catalog, kingdom: list[str], prophecy: list[str], seed: int
) -> list[str]:
    """The extra Kingdom pile a Prophecy's set-up adds: Approaching Army's Attack pile,
    beside the usual ten."""
    if "Approaching Army" not in prophecy:
        return []
    attacks = [n for n in pool if n not in kingdom and "Attack" in catalog[n].types]
    return [random.Random(f"army {seed}").choice(attacks)] if attacks else []


def _allies(catalog: Catalog) -> list[str]:
    """The Allies the engine plays: a deck of their own, not dealt with the Events."""
    return sorted(n for n, f in catalog.by_name.items() if "Ally" in f.types and implemented(n))


def _black_market_in_use(kingdom: list[str], deck: list[str]) -> list[str]:
    """The Black Market deck's cards, when Black Market is in the Kingdom to buy them."""
    return deck if "Black Market" in kingdom else []


def _ally(catalog: Catalog, cards: list[str], seed: int) -> list[str]:
    """One Ally at random, when one of ``cards`` (the Kingdom, and the Black Market deck
    in use) is a Liaison, whatever their number; drawn with its own generator."""
    allies = _allies(catalog)
    if not allies or not any("Liaison" in catalog[n].types for n in cards):
        return []
    return [random.Random(f"ally {seed}").choice(allies)]


def _bane(catalog: Catalog, cards: list[str], taken: list[str], seed: int) -> list[str]:
    """The Bane a Young Witch among ``cards`` (the Kingdom, and the Black Market deck in
    use) needs, as a randomizer deals it: a Kingdom card at random, with its own
    generator, among those the engine plays whose pile's top card costs 2 or 3 coins,
    not among ``taken`` (the Kingdom, the Black Market deck)."""
    if not brings_a_bane(cards):
        return []
    options = bane_options(catalog, kingdom_candidates(catalog), taken)
    return [random.Random(f"bane {seed}").choice(options)] if options else []


def play_random_game(
    catalog: Catalog,
    seed: int,
    players: int = 2,
    check: Callable[[Game], None] | None = None,
    narrate: bool = False,
) -> GameSummary:
    """Play one complete game with random choices; ``check`` runs after every step."""
    load_all()  # random games meet every card sooner or later: import them once
    rng = random.Random(seed)
    pool = kingdom_candidates(catalog)
    kingdom = rng.sample(pool, min(10, len(pool)))
    kingdom += _platinum_and_colony(catalog, kingdom, seed)
    prophecy = _prophecy(catalog, kingdom, seed)
    kingdom += _prophecy_piles(pool, catalog, kingdom, prophecy, seed)
    names = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"][:players]
    landscapes = _landscapes(catalog, seed)
    traits = [n for n in landscapes if "Trait" in catalog[n].types]
    black_market = rng.sample([c for c in pool if c not in kingdom], 5)
    in_use = [*kingdom, *_black_market_in_use(kingdom, black_market)]
    bane = _bane(catalog, in_use, [*kingdom, *black_market], seed)
    setup = Setup.model_validate(
        {
            "players": names,
            "kingdom": kingdom,
            "events": [
                *(n for n in landscapes if n not in traits),
                *prophecy,
                *_ally(catalog, in_use, seed),
            ],
            "traits": deal_piles(catalog, traits, [*kingdom, *bane], seed) if traits else None,
            "black_market": black_market,
            "bane": bane[0] if bane else None,
            "shuffle": {"seed": seed},
            "starting_decks": True,
            "shelters": _shelters(catalog, kingdom, seed),
        }
    )
    game = build_game(setup, catalog, RandomAgent(rng), narrate=narrate, record=narrate)
    for p in game.players:
        game.shuffle_deck(p)
        game.draw(p, 5)
    turns = quiet = 0
    supply_size = -1
    supply_costs = _SupplyCosts()
    while not game.over and turns < MAX_TURNS and quiet < STALL_TURNS:
        _random_turn(game, rng, check, supply_costs)
        turns += 1
        size = game.supply_size()
        quiet = quiet + 1 if size == supply_size else 0
        supply_size = size
    stalled = quiet >= STALL_TURNS
    debts = {p.name: p.debt for p in game.players} if stalled else None
    return GameSummary(seed, kingdom, turns, game.over, dict(game.scores), stalled, debts)


_BOUGHT_LANDSCAPES = frozenset({"Event", "Project"})
"""The landscapes that can be bought (not a Landmark or a Way)."""


def _can_pay_off(player: Player, debt: int, treasures_owned: list[int]) -> bool:
    """Whether a random buyer should take on ``debt``: one with almost no Treasure would
    never pay it off (``treasures_owned`` keeps the count once worked out)."""
    if not treasures_owned:
        treasures_owned.append(sum(1 for c in player.owned() if "Treasure" in c.types))
    return debt <= 2 * treasures_owned[0]


class _SupplyCosts:
    """Whether every card of one game's Supply piles costs only coins (no Potion, no
    Debt): then a random buyer need look at coins alone. Worked out again only when a
    pile joins or leaves the Supply. When, besides, every pile's cards cost alike (no
    split pile, Knights or Castles), the piles within each budget are kept too."""

    __slots__ = ("_alike", "_changes", "_coins_only", "_within")

    def __init__(self) -> None:
        self._changes = -1
        self._coins_only = False
        self._alike: list[tuple[Zone, int]] | None = None
        self._within: dict[int, list[Zone]] = {}

    def coins_only(self, game: Game) -> bool:
        if game.supply_changes != self._changes:
            self._changes = game.supply_changes
            self._within = {}
            piles = [
                (zone, {f.cost for f in game.catalog.pile_cards(pile)})
                for pile, zone in game.supply.items()
            ]
            self._coins_only = not any(c.potion or c.debt for _, costs in piles for c in costs)
            coins = [(zone, {c.coins for c in costs}) for zone, costs in piles]
            alike = all(len(each) == 1 for _, each in coins)
            self._alike = [(zone, min(each)) for zone, each in coins] if alike else None
        return self._coins_only

    def within(self, budget: int) -> list[Zone] | None:
        """When the Supply costs only coins and each pile's cards cost alike (ask
        :meth:`coins_only` first): the Supply piles, in order, whose cards cost at most
        ``budget``, empty or not; else None."""
        if self._alike is None:
            return None
        piles = self._within.get(budget)
        if piles is None:
            piles = self._within[budget] = [z for z, coins in self._alike if coins <= budget]
        return piles


def _random_buys(
    game: Game,
    player: Player,
    rng: random.Random,
    check: Callable[[Game], None] | None,
    supply_costs: _SupplyCosts,
) -> None:
    """Buy random cards the player can pay for (or Events), until they stop or run out of
    Buys (and of Action plays they may use as Buys: Flourishing Trade)."""
    printed_costs = game.printed_costs_hold()
    # (most games: no Supply card costs a Potion or Debt, and no pile joins it mid-turn)
    coins_only = printed_costs and supply_costs.coins_only(game)
    actions_as_buys = game.hooks.held_uses_actions_as_buys
    owned: list[int] = []
    piles: list[Zone] | None = None
    while (
        player.buys > 0 or (actions_as_buys and game.may_use_an_action_as_a_buy(player))
    ) and rng.random() < 0.9:
        # a pile out of reach stays out of reach after a buy: filter the last list
        candidates = game.supply.values() if piles is None else piles
        coins = player.coins + player.coffers  # Coffers are spent as a buy needs them
        if player.debt > coins:
            break
        budget, potions = coins - player.debt, player.potions
        if coins_only:  # the same list, sooner
            within = supply_costs.within(budget) if piles is None else None
            if within is not None:  # (most games: every pile's cards cost alike)
                piles = [z for z in within if z.cards]
            else:
                piles = [z for z in candidates if z.cards and z.cards[0].facts.cost.coins <= budget]
        elif printed_costs:
            piles = [
                z
                for z in candidates
                if z.cards
                and (cost := z.cards[0].facts.cost).coins <= budget
                and cost.potion <= potions
                and (not cost.debt or _can_pay_off(player, cost.debt, owned))
            ]
        else:
            piles = [z for z in candidates if z.cards]
            costs = game.costs_of([z.cards[0] for z in piles])
            piles = [
                z
                for z, cost in zip(piles, costs, strict=True)
                if cost.coins <= budget
                and cost.potion <= potions
                and (not cost.debt or _can_pay_off(player, cost.debt, owned))
            ]
        # the piles' top cards, then the landscapes: one pick among them all
        landscapes = (
            [
                e
                for e in game.landscapes
                if (facts := game.catalog[e]).types & _BOUGHT_LANDSCAPES
                and game.can_afford(player, facts)
                # an Event's Debt is paid off this turn: one may trash the Treasures that
                # would pay it (Donate)
                and budget - facts.cost.coins >= facts.cost.debt
            ]
            if game.landscapes
            else ()
        )
        if not piles and not landscapes:
            break
        pick = rand.below(rng, len(piles) + len(landscapes))
        try:
            game.buy(
                player,
                piles[pick].cards[0].name if pick < len(piles) else landscapes[pick - len(piles)],
            )
        except RuleError:
            break
        if check is not None:
            check(game)


def _is_an_action(card: CardInstance) -> bool:
    return "Action" in card.types


def _random_turn(
    game: Game,
    rng: random.Random,
    check: Callable[[Game], None] | None,
    supply_costs: _SupplyCosts,
) -> None:
    player = game.current
    hand = player.hand.cards
    while True:
        while player.actions > 0 and rng.random() < 0.9:
            if game.hooks.playing_from_hand:
                # Shadows played from the deck as if in hand; Warlord, Voyage's limit
                actions = game.playable_from_hand(player, _is_an_action)
            else:
                actions = [c for c in hand if "Action" in c.types]
            if not actions or game.over:
                break
            game.play_from_hand(player, rand.choice(rng, actions).name)
            if check is not None:
                check(game)
        game.advance_to(_BUY_PHASE)
        treasures: list[str] | None = None  # the names of the Treasures in hand, in order
        while not game.over and game.phase is _BUY_PHASE:
            if treasures is None:
                treasures = [c.name for c in hand if "Treasure" in c.types]
            if (
                not treasures
                or rng.random() < 0.05
                or (game.hand_play_limit is not None and _hand_plays_used_up(game))
            ):
                break
            name = treasures[rand.below(rng, len(treasures))]  # (as choice picks)
            moves = game.moves_made
            game.play_from_hand(player, name)
            if check is not None:
                check(game)
            if game.moves_made == moves + 1:
                # only the played card moved (every change to a hand is a move): the
                # rest of the list still holds, in the hand's order, less the first
                # card of that name (the one played)
                treasures.remove(name)
            else:
                treasures = None
        # a card gained while playing Treasures may return the turn to its Action
        # phase (Villa gained with War Chest): play it again from there
        if game.over or game.phase is _BUY_PHASE:
            break
    _random_buys(game, player, rng, check, supply_costs)
    if not game.over:
        game.advance_to(_NIGHT_PHASE)
        while True:
            nights = [c for c in hand if "Night" in c.types]
            if (
                not nights
                or rng.random() < 0.1
                or (game.hand_play_limit is not None and _hand_plays_used_up(game))
            ):
                break
            game.play_from_hand(player, rand.choice(rng, nights).name)
            if check is not None:
                check(game)
    game.end_turn()
    if check is not None:
        check(game)


def _hand_plays_used_up(game: Game) -> bool:
    """Whether the turn's player may play no more cards from hand this turn (Voyage's)."""
    limit = game.hand_play_limit
    return limit is not None and game.played_from_hand >= limit
