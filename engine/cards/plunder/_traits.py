"""Traits (Plunder): landscapes that each go on one Action or Treasure Kingdom pile at
set-up and give every card from that pile (a "Rich card": wherever it is, even once the
pile is empty) the Trait's effect.

Where each Trait is, is the scenario key ``traits`` (``{TRAIT: PILE}``); setting a Trait
out there puts it in the game (a Trait's set-up with the starting decks, Inherited's, comes
once they are dealt: :meth:`engine.card.CardRules.with_starting_decks`). Random games deal Traits like Events and put each on a
random Action or Treasure Kingdom pile (:func:`deal_piles`).
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING

from engine import rand
from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key

if TYPE_CHECKING:
    from engine.catalog import CardFacts, Catalog
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = ["ON_PILES", "Trait", "deal_piles", "eligible_piles", "trait_pile"]

ON_PILES: Note[dict[str, str]] = Note("the pile each Trait is on", dict, {})
"""Each Trait in the game, with the pile it is on."""

_KINDS = frozenset({"Action", "Treasure"})


def trait_pile(game: Game, trait: str) -> str | None:
    """The pile the Trait ``trait`` is on, if it is in the game."""
    return game.remembered.get(ON_PILES).get(trait)


def _eligible(catalog: Catalog, pile: str) -> bool:
    """True for a Kingdom pile with an Action or Treasure card in it."""
    cards = catalog.pile_cards(pile)
    return bool(cards) and cards[0].kingdom and any(f.types & _KINDS for f in cards)


def eligible_piles(game: Game) -> list[str]:
    """The Supply piles a Trait may go on: Action and Treasure Kingdom piles."""
    return [pile for pile in game.supply if _eligible(game.catalog, pile)]


def deal_piles(
    catalog: Catalog, traits: list[str], kingdom: list[str], seed: int
) -> dict[str, str]:
    """For a random game: each Trait of ``traits`` on a different random Action or Treasure
    Kingdom pile of ``kingdom`` (drawn with its own generator), while there are such piles."""
    piles = sorted({catalog.pile_of(n) for n in kingdom if _eligible(catalog, catalog.pile_of(n))})
    rng = random.Random(f"traits {seed}")
    out: dict[str, str] = {}
    for trait in traits:
        free = [p for p in piles if p not in out.values()]
        if free:
            out[trait] = rand.choice(rng, free)
    return out


class Trait(CardRules):
    """A Trait: its abilities concern the cards from the pile it is on."""

    def at_setup(self, game: Game) -> None:
        raise ScenarioError(
            f"{self.name} is a Trait: set it out on its pile with the setup key traits, "
            f"such as traits: {{{self.name}: Smithy}}, not in events"
        )

    @property
    def name(self) -> str:
        """The Trait's name."""
        return self.card_id.replace("_", " ").title()

    def pile(self, game: Game) -> str | None:
        """The pile this Trait is on."""
        return game.remembered.get(ON_PILES).get(self.name)

    def marks(self, game: Game, card: CardInstance | CardFacts) -> bool:
        """True when ``card`` is from this Trait's pile (a "Cheap card")."""
        pile = self.pile(game)
        return pile is not None and game.catalog.pile_of(card.name) == pile


def _place(game: Game, player: Player, value: dict[str, str]) -> None:
    """Set each Trait out on its pile, putting it in the game."""
    before: dict[str, str] = game.remembered.get(ON_PILES)
    placed = {**before}
    catalog = game.catalog
    for trait, where in value.items():
        facts = catalog.by_name.get(trait)
        if facts is None or "Trait" not in facts.types:
            raise ScenarioError(f"traits: {trait} is not a Trait")
        if not isinstance(game.rules.get(trait), Trait):
            raise ScenarioError(f"traits: {trait} is not implemented by the reference engine yet")
        pile = catalog.pile_of(where) if where in catalog else where
        if pile not in game.supply or not _eligible(catalog, pile):
            raise ScenarioError(
                f"traits: {trait} goes on an Action or Treasure Kingdom pile in the Supply; "
                f"{where} is not one in this game"
            )
        if pile in placed.values():
            raise ScenarioError(f"traits: two Traits cannot go on one pile ({pile})")
        placed[trait] = pile
    game.remembered.set(ON_PILES, placed)
    game.moves_made += 1  # what cards cost may change now (Cheap)
    for name in value:
        if name not in game.landscapes:
            game.landscapes.append(name)
        game.hooks.include(name)
        if name in game.hooks.when_a_card_is_gained and name not in game.watchers:
            game.watchers = sorted([*game.watchers, name])
        pile = placed[name]
        game.note(None, functools.partial(str, f"{name} is on the {pile} pile."))


def _read(game: Game, player: Player) -> dict[str, str] | None:
    placed: dict[str, str] = game.remembered.get(ON_PILES)
    return {**placed} or None


game_key("traits", _place, _read)
