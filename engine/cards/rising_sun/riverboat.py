"""Riverboat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rand
from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key
from engine.values import ZoneKind
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

RIVERBOATS_CARD = Note("the card set aside for Riverboat", str, "")
"""The name of the card set aside at set-up ("" until it is chosen)."""

AREA = "Riverboat's card"
"""The label of the game's area holding the set-aside card (no pile: it cannot be gained
or returned)."""

_NEEDS_SHARED_DECK = frozenset({"Fate", "Doom"})
"""Cards that need the Boon or Hex deck, built at set-up only for the game's own cards."""


def fits_riverboat(facts: CardFacts) -> bool:
    """A Kingdom Action card costing exactly 5 coins (no Potion or Debt), not a Duration:
    what Riverboat's set-up may set aside."""
    cost = facts.cost
    return (
        facts.kingdom
        and "Action" in facts.types
        and "Duration" not in facts.types
        and cost.coins == 5
        and cost.potion == 0
        and cost.debt == 0
    )


def riverboats_options(game: Game) -> list[str]:
    """The cards set-up may choose from when the scenario does not say: those that fit
    (:func:`fits_riverboat`), not used in the game, that the engine plays and that need no
    set-up of their own (no piles, Boons or Hexes)."""
    from engine.cards import implemented  # the card modules import this one

    catalog = game.catalog
    used = game.piles_in_game()  # (a pile Divine Wind removed is used too)
    return [
        name
        for name in sorted(catalog.by_name)
        if fits_riverboat(facts := catalog[name])
        and catalog.pile_of(name) not in used
        and implemented(name)
        and not facts.needs_piles
        and not facts.types & _NEEDS_SHARED_DECK
    ]


def set_aside_for_riverboat(game: Game, name: str) -> None:
    """Set one copy of ``name`` aside for Riverboat."""
    old = game.non_supply.pop(AREA, None)
    if old is not None:
        old.cards.clear()
    area = Zone(ZoneKind.NON_SUPPLY, label=AREA)
    game.new_cards([name], area)
    game.non_supply[AREA] = area
    game.remembered.set(RIVERBOATS_CARD, name)


class Riverboat(CardRules):
    """A Duration. Set-up: one copy of an unused non-Duration Action card costing 5 coins
    is set aside. At the start of your next turn, play that card, leaving it there."""

    def at_setup(self, game: Game) -> None:
        if game.remembered.get(RIVERBOATS_CARD):
            return
        options = riverboats_options(game)
        if options:
            name = rand.choice(game.rng, options) if game.rng is not None else options[0]
            set_aside_for_riverboat(game, name)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def run(g: Game, p: Player) -> None:
            area = g.non_supply.get(AREA)
            if area is None or not area.cards:
                g.note(p, lambda: f"{p.name}'s Riverboat has no card to play.")
                return
            g.play(p, area.cards[0], from_hand=False, by=card)

        game.next_turn_effect(player, card, run)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)


def _apply_riverboat(game: Game, player: Player, name: str) -> None:
    """The scenario's choice of Riverboat's card, instead of set-up's."""
    catalog = game.catalog
    if name not in catalog or not fits_riverboat(catalog[name]):
        raise ScenarioError(
            f"riverboat: {name} is not a non-Duration Kingdom Action card costing 5 coins"
        )
    if catalog.pile_of(name) in game.supply:
        raise ScenarioError(f"riverboat: {name} is in the Supply; Riverboat's card is unused")
    set_aside_for_riverboat(game, name)


def _read_riverboat(game: Game, player: Player) -> str | None:
    """The card set aside for Riverboat, while it is there."""
    area = game.non_supply.get(AREA)
    return area.cards[0].name if area is not None and area.cards else None


game_key("riverboat", _apply_riverboat, _read_riverboat)
