"""Building a game from a scenario's ``setup``."""

from __future__ import annotations

import random
from collections.abc import Iterable

from engine.cards import implemented, rules_by_name
from engine.catalog import BASE_PILES, Catalog
from engine.decisions import Agent
from engine.format.scenario import Scenario, Setup
from engine.game import Game
from engine.values import PLAYER_ZONES, Counter, Phase, ZoneKind, pile_count
from engine.zones import Zone

__all__ = ["ScenarioError", "build_game", "check_implemented"]


class ScenarioError(Exception):
    """A scenario that cannot be run: an unknown or unimplemented card, a bad step."""


def check_implemented(scenario: Scenario, catalog: Catalog) -> None:
    """Raise :class:`ScenarioError` for any card the scenario names that the engine
    does not know or does not implement."""
    s = scenario.setup
    names: list[str] = [*s.kingdom, *s.events, *(s.black_market or []), *s.trash]
    names += [s.bane] if s.bane else []
    for pile, spec in s.piles.items():
        names += spec if isinstance(spec, list) else []
        if pile in catalog:
            names.append(pile)
    for p in s.players:
        ps = s.player(p)
        for zone in PLAYER_ZONES:
            names += getattr(ps, zone, None) or []
    for step in scenario.steps:
        names += [n for n in (step.play, step.buy, step.gain) if n is not None]
    for name in dict.fromkeys(names):
        if name not in catalog:
            raise ScenarioError(f'unknown card "{name}"')
        if not implemented(name):
            raise ScenarioError(f"{name} is not implemented by the reference engine yet")


def _add_pile(game: Game, pile: str, names: Iterable[str]) -> None:
    zone = Zone(ZoneKind.SUPPLY, label=pile)
    for name in names:
        game.new_card(name, zone)
    game.supply[pile] = zone


def _standard_pile(game: Game, pile: str, players: int) -> list[str]:
    out: list[str] = []
    for facts in game.catalog.pile_cards(pile):
        out += [facts.name] * pile_count(facts.pile_size, players)
    return out


def _check_split_order(game: Game, pile: str, names: list[str]) -> None:
    """A split pile keeps its cards in their printed order: no Avanto above a Sauna."""
    order = {f.name: f.pile_position for f in game.catalog.pile_cards(pile)}
    positions = [order.get(n, 0) for n in names]
    if positions != sorted(positions):
        raise ScenarioError(
            f"the {pile} pile cannot hold {', '.join(names)}: its cards stay in their "
            f"order, {', '.join(order)} from the top"
        )


def _pile_contents(game: Game, setup: Setup, pile: str, players: int) -> list[str]:
    """The cards of a pile, top first: the standard pile, or the scenario's override
    (a list of cards, or a count: what is left after cards were taken from the top)."""
    catalog = game.catalog
    override = setup.piles.get(pile)
    if override is None:
        override = next((v for k, v in setup.piles.items() if catalog.pile_of(k) == pile), None)
    if isinstance(override, list):
        _check_split_order(game, pile, list(override))
        return list(override)
    standard = _standard_pile(game, pile, players)
    if override is None:
        return standard
    if override > len(standard):
        return [catalog.pile_cards(pile)[-1].name] * (override - len(standard)) + standard
    return standard[len(standard) - override :] if override else []


def build_game(
    setup: Setup, catalog: Catalog, agent: Agent, narrate: bool = True, record: bool = True
) -> Game:
    """A game in the state ``setup`` describes, answering decisions with ``agent``.

    ``narrate`` writes each event's sentence; ``record=False`` keeps no events at all.
    """
    rng = None if setup.shuffle == "as-listed" else random.Random(setup.shuffle.seed)
    game = Game(catalog, rules_by_name(catalog), list(setup.players), agent, rng, narrate, record)
    n = len(setup.players)

    piles: list[str] = list(BASE_PILES)
    kingdom_piles = [catalog.pile_of(name) for name in setup.kingdom]
    if setup.bane is not None:
        kingdom_piles.append(catalog.pile_of(setup.bane))
    piles += kingdom_piles
    potion_cards = [f for p in kingdom_piles for f in catalog.pile_cards(p)]
    potion_cards += [catalog[n] for n in setup.black_market or []]
    if any(f.cost.potion for f in potion_cards):  # the Black Market deck counts too
        piles.append("Potion")
    non_supply: list[str] = []
    for name in setup.piles:
        pile = catalog.pile_of(name)
        (piles if catalog[catalog.pile_cards(pile)[0].name].supply else non_supply).append(pile)
    for name in [*setup.kingdom, *setup.events, *(setup.black_market or [])]:
        non_supply += catalog[name].needs_piles
    for pile in dict.fromkeys(piles):
        _add_pile(game, pile, _pile_contents(game, setup, pile, n))
    for pile in dict.fromkeys(non_supply):
        area = Zone(ZoneKind.NON_SUPPLY, label=pile)
        for name in _pile_contents(game, setup, pile, n):
            game.new_card(name, area)
        game.non_supply[pile] = area

    game.bane = setup.bane
    for name in setup.first_edition:
        rules = game.rules.get(name)
        if rules is None or not rules.first_edition_differs:
            raise ScenarioError(
                f"first_edition: {name} plays the same in both editions (or the engine "
                "plays only its current wording)"
            )
    game.first_edition_cards = frozenset(setup.first_edition)
    in_supply = {c.name for pile in game.supply.values() for c in pile.cards}
    game.watchers = sorted(game.hooks.when_a_card_is_gained & in_supply)
    for name in setup.events:
        if not catalog[name].landscape:
            raise ScenarioError(f"{name} is not an Event or other landscape card")
        game.landscapes.append(name)
        game.hooks.include(name)
    for name in setup.black_market or []:
        game.new_card(name, game.black_market)
    for name in setup.trash:
        game.new_card(name, game.trash)

    if setup.turn is not None:
        game.turn_index = setup.players.index(setup.turn)
    game.phase = Phase(setup.phase)
    for player in game.players:
        ps = setup.player(player.name)
        for zone in player.zones:
            for name in getattr(ps, zone, None) or []:
                game.new_card(name, player.zones[zone])
        if ps.set_aside:
            area = player.set_aside_zone("setup")
            for name in ps.set_aside:
                game.new_card(name, area)
        for counter in Counter:
            value = getattr(ps, counter)
            if value is not None:
                setattr(player, counter, value)
        player.plays_this_turn = [c.name for c in player.in_play.cards]
    return game
