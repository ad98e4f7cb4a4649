"""Building a game from a scenario's ``setup``."""

from __future__ import annotations

import functools
import operator
import random
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain, pairwise
from typing import TYPE_CHECKING

from engine import rand
from engine.cards import implemented, load_all, rules_by_name
from engine.cards.bane import check_bane
from engine.cards.fate import BOONS, DECK_KEYS, HEXES, build_shared_deck
from engine.catalog import BASE_PILES, CardFacts, Catalog
from engine.decisions import Agent
from engine.format.marked import marked_names, state_key_names
from engine.game import Game
from engine.state_keys import (
    GAME_KEYS,
    PLAYER_KEYS,
    SETUP_STRUCTURE,
    CheckedBy,
    ScenarioError,
    StateKey,
)
from engine.values import PLAYER_ZONES, PileSize, ZoneKind, pile_count
from engine.zones import Zone

if TYPE_CHECKING:  # (a checked copy of a scenario is played without the models)
    from pydantic import BaseModel

    from engine.format.scenario import Scenario, Setup

_name_of = operator.attrgetter("name")

__all__ = [
    "ScenarioError",
    "build_game",
    "check_implemented",
    "kingdom_candidates",
    "named_in",
    "new_kingdom",
    "set_out",
    "starting_deck",
    "watch_gains",
]


def check_implemented(scenario: Scenario, catalog: Catalog) -> None:
    """Raise :class:`ScenarioError` for any card the scenario names that the engine
    does not know or does not implement."""
    s = scenario.setup
    names: list[str] = [*s.kingdom, *s.events, *(s.black_market or []), *s.trash]
    names += [s.bane] if s.bane else []
    names += [*s.boons, *s.hexes]
    names += list(SHELTERS) if s.shelters else []
    for pile, spec in s.piles.items():
        names += spec if isinstance(spec, list) else []
        if pile in catalog:
            names.append(pile)
    for p in s.players:
        ps = s.player(p)
        for zone in PLAYER_ZONES:
            names += getattr(ps, zone, None) or []
        names += ps.states
    for step in scenario.steps:
        names += [n for n in (step.play, step.buy, step.gain) if n is not None]
    names += [
        n for path, kind, n in state_key_names(scenario) if kind == "cards" and path[0] == "setup"
    ]
    for name in dict.fromkeys(names):
        if name not in catalog:
            raise ScenarioError(f'unknown card "{name}"')
        if not implemented(name):
            raise ScenarioError(f"{name} is not implemented by the reference engine yet")


@functools.lru_cache(maxsize=8)
def kingdom_candidates(catalog: Catalog) -> list[str]:
    """Implemented Kingdom cards that can be dealt for a random Kingdom (top of their
    pile), whose own pile and the piles they need (Ruins, Loot) hold only implemented
    cards: random games' Kingdoms, and Divine Wind's new one."""
    out = []
    for name, facts in catalog.by_name.items():
        needed = [facts.pile, *(catalog.pile_of(n) for n in facts.needs_piles)]
        whole_pile = all(implemented(f.name) for p in needed for f in catalog.pile_cards(p))
        playable = facts.kingdom and facts.supply and not facts.landscape
        if playable and implemented(name) and facts.pile_position == 0 and whole_pile:
            out.append(name)
    return sorted(out)


def _add_pile(game: Game, pile: str, names: Iterable[str]) -> None:
    zone = Zone(ZoneKind.SUPPLY, label=pile)
    game.new_cards(names, zone)
    game.add_to_supply(pile, zone)


def _standard_pile(game: Game, pile: str, players: int) -> list[str]:
    return list(_standard_names(game.catalog, pile, players))


@functools.lru_cache(maxsize=4096)
def _standard_names(catalog: Catalog, pile: str, players: int) -> tuple[str, ...]:
    """The cards of a standard pile, top first (a catalogue never changes: each game of
    a run asks for the same piles)."""
    out: list[str] = []
    for facts in catalog.pile_cards(pile):
        out += [facts.name] * pile_count(facts.pile_size, players)
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _is_shuffled(catalog: Catalog, pile: str) -> bool:
    """True for a pile shuffled at set-up (Ruins, Loot)."""
    return any(f.pile_shuffled for f in catalog.pile_cards(pile))


def _check_split_order(game: Game, pile: str, names: list[str]) -> None:
    """A split pile keeps its cards in their printed order, or in a rotation of it (a
    pile rotated moves the cards of its top name to the bottom: Augurs, Battle Plan):
    Saunas and Avantos taking turns are no such order."""
    order = {f.name: f.pile_position for f in game.catalog.pile_cards(pile)}
    positions = [order.get(n, 0) for n in names]
    steps_down = sum(a > b for a, b in pairwise(positions))
    if positions and positions[-1] > positions[0]:
        steps_down += 1  # from the bottom round to the top again
    if steps_down > 1:
        raise ScenarioError(
            f"the {pile} pile cannot hold {', '.join(names)}: its cards stay in their "
            f"order, {', '.join(order)} from the top, or a rotation of it"
        )


def _shuffled_pile(game: Game, pile: str, players: int) -> list[str]:
    """A pile shuffled at set-up (Ruins, Loot): its cards shuffled together (in their
    listed order when the scenario shuffles ``as-listed``), then as many dealt as the
    pile holds."""
    box: list[str] = []
    total = 0
    for facts in game.catalog.pile_cards(pile):
        size = facts.pile_size
        if isinstance(size, int) or not PileSize(size).whole_pile:
            box += [facts.name] * pile_count(size, players)
            total += pile_count(size, players)
        else:
            box += [facts.name] * PileSize(size).in_box(players)
            total = pile_count(size, players)
    if game.rng is not None:
        rand.shuffle(game.rng, box)
    return box[:total]


def _pile_contents(
    game: Game, overrides: Mapping[str, list[str] | int], pile: str, players: int
) -> list[str]:
    """The cards of a pile, top first: the standard pile, or the scenario's override
    (a list of cards, or a count: what is left after cards were taken from the top)."""
    catalog = game.catalog
    override = overrides.get(pile)
    if override is None and overrides:
        override = next((v for k, v in overrides.items() if catalog.pile_of(k) == pile), None)
    shuffled = _is_shuffled(catalog, pile)
    if isinstance(override, list):
        if not shuffled:
            _check_split_order(game, pile, list(override))
        return list(override)
    if shuffled:
        standard = _shuffled_pile(game, pile, players)
        if override is None:
            return standard
        return standard[len(standard) - override :] if override < len(standard) else standard
    standard = _standard_pile(game, pile, players)
    if override is None:
        return standard
    if override > len(standard):
        return [catalog.pile_cards(pile)[-1].name] * (override - len(standard)) + standard
    return standard[len(standard) - override :] if override else []


def keys_registered(registry: dict[str, StateKey], part: BaseModel) -> None:
    """Make sure every state key written in ``part`` (a ``setup``, an ``expect`` or a
    player's part of either) is in ``registry``: a key that a card's module registers
    (Embargo's tokens) is there once that module is imported, and card modules are
    imported only when a game needs them."""
    fields = type(part).model_fields
    for name in part.model_fields_set:
        known = name in registry or name in SETUP_STRUCTURE or name in CheckedBy
        if not known and name in fields:
            load_all()
            return


def _has_own_non_supply_pile(facts: CardFacts) -> bool:
    """True for a card that lives in a pile outside the Supply (Wish, Spoils, a Loot),
    not a landscape or a card with no pile at all (an Heirloom, a Shelter)."""
    return not facts.supply and not facts.landscape and facts.pile_size != PileSize.NONE


def named_in(setup: Setup) -> list[str]:
    """Every card the set-up places in a player's zone or the trash."""
    names: list[str] = list(setup.trash)
    for p in setup.players:
        ps = setup.player(p)
        for zone in PLAYER_ZONES:
            names += getattr(ps, zone, None) or []
        names += [n for _, kind, n in marked_names(ps) if kind == "cards"]
    return names


SHELTERS = ("Hovel", "Necropolis", "Overgrown Estate")
"""The Shelters, which replace the starting Estates in a game that uses them."""


def starting_deck(heirlooms: list[str], shelters: bool = False) -> list[str]:
    """A player's starting deck, top first: the Heirlooms, then Coppers (seven cards with
    the Heirlooms), then 3 Estates, or the three Shelters in their place."""
    coppers = ["Copper"] * max(0, 7 - len(heirlooms))
    return [*heirlooms, *coppers, *(SHELTERS if shelters else ["Estate"] * 3)]


_DECK_TYPES = {BOONS: ("Boon", "Fate"), HEXES: ("Hex", "Doom")}
"""Each shared deck: the type of its cards, and the type of card that brings it."""


def _deck_top(setup: Setup, deck: str) -> list[str]:
    return list(setup.boons if deck == BOONS else setup.hexes)


@functools.cache
def _cards_of_type(catalog: Catalog, kind: str) -> tuple[str, ...]:
    """Every card of type ``kind`` the engine plays, by name (a catalogue never
    changes, so each game of a run asks once)."""
    return tuple(
        sorted(n for n, f in catalog.by_name.items() if kind in f.types and implemented(n))
    )


def _deck_asked(setup: Setup, deck: str) -> bool:
    """True when the set-up places cards of the shared deck ``deck`` with its keys."""
    keys = DECK_KEYS[deck]
    places = [setup, *(setup.player(p) for p in setup.players)]
    # (a key the model has no field for is not asked: ``getattr`` with a default would
    # make pydantic raise and catch an AttributeError for each, slowly)
    return any(
        getattr(where, key) is not None
        for where in places
        for key in keys
        if key in type(where).model_fields
    )


def _shared_decks(setup: Setup, catalog: Catalog, in_game: list[str]) -> dict[str, list[str]]:
    """The shared decks the game needs (the Boons when a Fate card is in it, the Hexes
    when a Doom card is, or when the scenario sets out their top), and their cards."""
    out: dict[str, list[str]] = {}
    for deck, (kind, bringer) in _DECK_TYPES.items():
        top = _deck_top(setup, deck)
        all_cards = _cards_of_type(catalog, kind)
        for name in top:
            if name not in all_cards:
                raise ScenarioError(f"{name} is not a {kind} the engine plays")
        if len(set(top)) != len(top):
            raise ScenarioError(f"a {kind} is listed twice in {deck.lower()}")
        if top or _deck_asked(setup, deck) or _brings(catalog, bringer, in_game):
            out[deck] = list(all_cards)
    return out


def _brings(catalog: Catalog, bringer: str, names: Iterable[str]) -> bool:
    """True when a card of type ``bringer`` (Fate, Doom) is among ``names``."""
    return any(bringer in catalog[n].types for n in names)


def set_out(
    game: Game,
    supply_piles: Sequence[str],
    in_game: Sequence[str],
    *,
    decks: Mapping[str, list[str]],
    potion_from: Sequence[str] = (),
    mentioned: Sequence[str] = (),
    overrides: Mapping[str, list[str] | int] | None = None,
    deck_tops: Mapping[str, list[str]] | None = None,
) -> None:
    """Set out what the cards ``in_game`` need, then do their own set-ups: the piles
    ``supply_piles`` (Kingdom piles, and at the start the basic ones), the Potion pile
    when a card of those piles or of ``potion_from`` (a Black Market deck) costs a
    Potion, each pile a card of ``in_game``, ``mentioned`` or the shared ``decks`` needs
    (its record's ``needs_piles``: Spoils, Horse, Ruins...), the pile of each non-Supply
    card ``mentioned`` (a Wish in hand), the ``decks`` (Boons, Hexes; ``deck_tops`` their
    set-up tops), and last each card's ``at_setup``. A pile or a deck the game already
    has stays as it is: the game's set-up, and Divine Wind's new Kingdom, both call this.
    ``overrides`` are a scenario's ``piles``."""
    catalog = game.catalog
    overrides = overrides or {}
    n = len(game.players)
    piles = list(supply_piles)
    potion_cards = [f for p in supply_piles for f in catalog.pile_cards(p)]
    potion_cards += [catalog[name] for name in potion_from]
    if any(f.cost.potion for f in potion_cards):
        piles.append("Potion")
    non_supply: list[str] = []
    dealt = [name for names in decks.values() for name in names]
    needed = [*overrides]
    for name in dict.fromkeys([*in_game, *mentioned, *dealt]):
        needed += catalog[name].needs_piles
    needed += [name for name in mentioned if _has_own_non_supply_pile(catalog[name])]
    for name in needed:
        pile = catalog.pile_of(name)
        (piles if catalog.pile_cards(pile)[0].supply else non_supply).append(pile)
    have = game.piles_in_game()
    for pile in dict.fromkeys(piles):
        if pile not in have:
            _add_pile(game, pile, _pile_contents(game, overrides, pile, n))
    for pile in dict.fromkeys(non_supply):
        if pile not in have:
            area = Zone(ZoneKind.NON_SUPPLY, label=pile)
            game.new_cards(_pile_contents(game, overrides, pile, n), area)
            game.non_supply[pile] = area
    for deck, names in decks.items():
        if deck not in game.shared_decks:
            top = deck_tops.get(deck, []) if deck_tops else []
            build_shared_deck(game, deck, names, top, game.rng)
    for name in dict.fromkeys(in_game):
        if implemented(name):
            game.rules_of(name).at_setup(game)


def watch_gains(game: Game) -> None:
    """Work out which cards watch every gain (:attr:`Game.watchers`): the landscapes and
    the cards whose piles are, or were (Divine Wind), in the Supply, that have the hook."""
    piles = chain(game.supply.values(), game.removed_piles.values())
    in_supply = set(map(_name_of, chain.from_iterable(p.cards for p in piles)))
    game.watchers = sorted(game.hooks.when_a_card_is_gained & (in_supply | {*game.landscapes}))


def new_kingdom(
    game: Game, kingdom: Sequence[str], ally: str | None = None, bane: str | None = None
) -> None:
    """Set out the Kingdom piles of ``kingdom`` mid-game, with what they need, as the
    game's set-up does (Divine Wind): the Boons or Hexes for a Fate or Doom card,
    ``ally``, the Ally a Liaison among them brings to a game without one, and the pile of
    ``bane``, the Bane a Young Witch among them brings (a Bane beside the game's own).
    The set-ups that hand out counters (Baker's Coffers, the Ally's first Favors) happen,
    as at the game's start."""
    catalog = game.catalog
    kingdom = [*kingdom, *([bane] if bane is not None else [])]
    if bane is not None:
        game.banes = (*game.banes, bane)
    decks = {
        deck: list(_cards_of_type(catalog, kind))
        for deck, (kind, bringer) in _DECK_TYPES.items()
        if deck not in game.shared_decks and _brings(catalog, bringer, kingdom)
    }
    in_game = list(kingdom)
    if ally is not None:
        game.allies = (ally,)
        game.landscapes.append(ally)
        game.hooks.include(ally)
        in_game.append(ally)
    from_the_start, game.from_the_start = game.from_the_start, True
    try:
        set_out(game, [catalog.pile_of(name) for name in kingdom], in_game, decks=decks)
    finally:
        game.from_the_start = from_the_start
    watch_gains(game)


def build_game(
    setup: Setup,
    catalog: Catalog,
    agent: Agent,
    narrate: bool = True,
    record: bool = True,
    named: Iterable[str] = (),
) -> Game:
    """A game in the state ``setup`` describes, answering decisions with ``agent``.

    ``narrate`` writes each event's sentence; ``record=False`` keeps no events at all.
    Besides the Supply, the game has every pile a card in it needs (its record's
    set-up needs: Horse, Spoils, Loot, Ruins, ...) and the pile of every non-Supply
    card the set-up or ``named`` (cards the scenario's steps name) mentions, so a Wish
    in hand has its pile to return to.
    """
    if setup.shelters and not setup.starting_decks:
        raise ScenarioError("shelters: the Shelters are dealt only with starting_decks: true")
    rng = None if setup.shuffle == "as-listed" else random.Random(setup.shuffle.seed)
    game = Game(catalog, rules_by_name(catalog), list(setup.players), agent, rng, narrate, record)

    kingdom_piles = [catalog.pile_of(name) for name in setup.kingdom]
    if setup.bane is not None:
        bane_pile = catalog.pile_of(setup.bane)
        if bane_pile in kingdom_piles:
            raise ScenarioError(
                f"bane: the {bane_pile} pile is one of the Kingdom piles; the Bane is an extra pile"
            )
        check_bane(catalog, setup.bane, "bane")
        kingdom_piles.append(bane_pile)
        game.banes = (setup.bane,)
    in_game = [*setup.kingdom, *setup.events, *(setup.black_market or [])]
    in_game += [setup.bane] if setup.bane is not None else []
    decks = _shared_decks(setup, catalog, in_game)
    game.from_the_start = bool(setup.starting_decks)
    set_out(
        game,
        [*BASE_PILES, *kingdom_piles],
        in_game,
        decks=decks,
        potion_from=setup.black_market or [],  # the Black Market deck counts too
        mentioned=[*named_in(setup), *named],
        overrides=setup.piles,
        deck_tops={deck: _deck_top(setup, deck) for deck in decks},
    )
    for name in setup.first_edition:
        rules = game.rules.get(name)
        if rules is None or not rules.first_edition_differs:
            raise ScenarioError(
                f"first_edition: {name} plays the same in both editions (or the engine "
                "plays only its current wording)"
            )
    game.first_edition_cards = frozenset(setup.first_edition)
    for name in setup.events:
        if not catalog[name].landscape:
            raise ScenarioError(f"{name} is not an Event or other landscape card")
        if catalog[name].types & {"Boon", "Hex", "State"}:
            raise ScenarioError(
                f"{name} is not set out beside the Supply: Boons and Hexes come in their "
                "decks (setup boons, hexes) and States with the cards that give them"
            )
        if "Ally" in catalog[name].types:
            if game.allies:
                raise ScenarioError(
                    f"events: {game.allies[0]} and {name} are both Allies; a game uses one"
                )
            game.allies = (name,)
        game.landscapes.append(name)
        game.hooks.include(name)
    for name in setup.black_market or []:
        game.new_card(name, game.black_market)
    watch_gains(game)

    kingdom = [*setup.kingdom, *([setup.bane] if setup.bane is not None else [])]
    heirlooms = [h for name in dict.fromkeys(kingdom) for h in catalog[name].heirlooms]
    written = setup.model_fields_set
    keys_registered(GAME_KEYS, setup)
    # (only the keys written: the others are at rest; a key's apply may load a card's
    # module, which registers its own keys)
    for key in list(GAME_KEYS.values()):
        if key.name in written and key.apply is not None and key.name not in SETUP_STRUCTURE:
            value = getattr(setup, key.name)
            if value is not None:
                key.apply(game, game.current, value)
    for player in game.players:  # this turn and the turns before it in this round
        player.turns_taken = int(player.seat <= game.turn_index)
    for player in game.players:
        ps = setup.player(player.name)
        written = set(ps.model_fields_set)
        if setup.starting_decks and not ps.deck:
            written.add("deck")
        keys_registered(PLAYER_KEYS, ps)
        for key in PLAYER_KEYS.values():
            if key.name in written and key.apply is not None:
                value = getattr(ps, key.name)
                if key.name == "deck" and setup.starting_decks and not value:
                    value = starting_deck(heirlooms, setup.shelters)
                if value is not None:
                    key.apply(game, player, value)
    if setup.starting_decks:
        for name in list(game.landscapes):  # (a Trait set out with its key is one too)
            game.rules_of(name).with_starting_decks(game)
    game.retype_for_turn()  # the types cards have during this turn (an Estate token)
    return game
