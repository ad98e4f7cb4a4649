"""Way of the Mouse."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rand
from engine.card import CardRules
from engine.state_keys import ScenarioError, game_key
from engine.values import ZoneKind
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Way of the Mouse"
"""The set-aside area of the card Way of the Mouse plays (among the game's non-Supply
areas)."""

_NEEDS_SHARED_DECK = frozenset({"Fate", "Doom"})
"""Cards that need the Boon or Hex deck, built at set-up only for the game's own cards."""


def _fits(game: Game, facts: CardFacts) -> bool:
    """An Action Kingdom card costing 2 or 3 coins (no Potion or Debt), the top card of its
    pile, whose piles of its own (Sleigh's Horses) the game has: set-up builds no pile or
    deck once the set-ups run."""
    cost = facts.cost
    catalog = game.catalog
    return (
        facts.kingdom
        and facts.pile_position == 0
        and "Action" in facts.types
        and cost.potion == 0
        and cost.debt == 0
        and cost.coins in (2, 3)
        and all(
            catalog.pile_of(n) in game.supply or catalog.pile_of(n) in game.non_supply
            for n in facts.needs_piles
        )
        and not facts.types & _NEEDS_SHARED_DECK
    )


def mouse_options(game: Game) -> list[str]:
    """The unused cards Way of the Mouse's set-up may set aside, that the engine plays."""
    from engine.cards import implemented  # the card modules import this one

    used = game.piles_in_game()  # (a pile Divine Wind removed is used too)
    catalog = game.catalog
    return [
        name
        for name in sorted(catalog.by_name)
        if _fits(game, catalog[name]) and catalog.pile_of(name) not in used and implemented(name)
    ]


def _set_aside(game: Game, name: str) -> None:
    area = Zone(ZoneKind.NON_SUPPLY, label=LABEL)
    game.new_card(name, area)
    game.non_supply[LABEL] = area


def set_aside_card(game: Game) -> CardInstance | None:
    """The card set aside for Way of the Mouse, if any."""
    area = game.non_supply.get(LABEL)
    return area.cards[0] if area is not None and area.cards else None


class WayOfTheMouse(CardRules):
    """A Way: play the set-aside card, leaving it there. Set-up: an unused Action Kingdom
    card costing 2 or 3 coins is set aside."""

    def at_setup(self, game: Game) -> None:
        if LABEL in game.non_supply:
            return
        options = mouse_options(game)
        if options:
            _set_aside(game, rand.choice(game.rng, options) if game.rng else options[0])

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        mouse = set_aside_card(game)
        if mouse is not None:
            game.play(player, mouse, from_hand=False)


def _apply(game: Game, player: Player, name: str) -> None:
    """The scenario's choice of the set-aside card, instead of set-up's."""
    if name not in game.catalog or not _fits(game, game.catalog[name]):
        raise ScenarioError(
            f"way_of_the_mouse: {name} is not an Action Kingdom card costing 2 or 3 coins "
            "whose piles of its own are in the game"
        )
    if game.catalog.pile_of(name) in game.supply:
        raise ScenarioError(f"way_of_the_mouse: {name} is in the Supply; the card is unused")
    game.non_supply.pop(LABEL, None)
    _set_aside(game, name)


def _read(game: Game, player: Player) -> str | None:
    mouse = set_aside_card(game)
    return mouse.name if mouse is not None else None


game_key("way_of_the_mouse", _apply, _read)
