"""Divine Wind, and the Kingdom it replaces.

When its last Sun token is removed, every Kingdom pile of the Supply (the ten, and an
extra one such as Young Witch's Bane pile) leaves the game, and ten new Kingdom piles are
set out with what they need, by the game's own set-up (:func:`engine.setup.new_kingdom`):
a Potion pile, the piles their records need, the Boons or Hexes, an Ally for a Liaison
when the game has none, a Bane pile for a Young Witch, their own set-ups. No Heirlooms
are dealt; Shelters and Platinum and Colony are not decided again; the non-Kingdom piles
stay.

A removed pile is out of the game (``game.removed_piles``): not a Supply pile, so not
counted as empty; nothing returns to it or is gained from it. The tokens on it go: the
players' own (Adventures) back to them, the shared ones (VP, Debt, Favor, Embargo) for
good. Traits, Obelisk and the Bane still name their piles (a new Young Witch's Bane is
a second one: ``game.banes``); cards already taken from the piles keep working; Search's
"when a Supply pile empties" does not happen.

The ten new cards are the setup key ``divine_wind_kingdom``, or dealt at random from the
game's generator among the Kingdom cards the engine plays that this game has not used
(then the key reads the ten dealt); ``divine_wind_ally`` names the Ally a Liaison among
them brings (likewise), ``divine_wind_bane`` the Bane a Young Witch among them brings
(likewise, among the cards that can be a Bane not in the game or among the ten).
``removed_piles`` is read only: the piles taken out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from engine import pile_tokens, rand
from engine.cards.bane import bane_options, brings_a_bane, check_bane
from engine.cards.rising_sun._prophecy import ProphecyRules, prophecy
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

__all__ = ["DivineWind", "kingdom_piles"]

NAME = "Divine Wind"
T = TypeVar("T")

NEW_KINGDOM_SIZE = 10

NEW_KINGDOM: Note[tuple[str, ...]] = Note("Divine Wind's new Kingdom cards", tuple, ())
"""The ten Kingdom cards the scenario names for Divine Wind to set out."""
NEW_ALLY: Note[str] = Note("Divine Wind's Ally", str, "")
"""The Ally the scenario names for a Liaison among the new cards."""
NEW_BANE: Note[str] = Note("Divine Wind's Bane", str, "")
"""The Bane the scenario names for a Young Witch among the new cards."""


def kingdom_piles(game: Game) -> list[str]:
    """The Kingdom piles in the Supply (a split pile, the Knights, the Castles, the Bane
    pile too; not Ruins, Potion, Platinum, Colony or the basic piles)."""
    catalog = game.catalog
    return [p for p in game.supply if catalog.pile_cards(p)[0].kingdom]


def _used(game: Game) -> set[str]:
    """The cards this game has used: every card in it, and every card of its piles."""
    names = {c.name for zone in game.all_zones() for c in zone.cards}
    for pile in game.piles_in_game():
        names |= {f.name for f in game.catalog.pile_cards(pile)}
    return names


def _dealable(game: Game) -> list[str]:
    """The Kingdom cards Divine Wind may deal: those the engine plays whole, that this
    game has not used (nor a card set aside once: Riverboat's, the Black Market deck)."""
    from engine.setup import kingdom_candidates  # (the set-up imports the card modules)

    used = _used(game)
    return [n for n in kingdom_candidates(game.catalog) if n not in used]


def _named_or_dealt(
    game: Game, note: Note[T], key: str, why: str, deal: Callable[[random.Random], T | None]
) -> T | None:
    """What the scenario's ``key`` named (kept in ``note``), else what ``deal`` deals
    from the game's shuffle (and is kept); a game that shuffles as-listed must name it:
    ``why`` is the error's reason."""
    named = game.remembered.get(note)
    if named:
        return named
    if game.rng is None:
        raise ScenarioError(f"{key}: {why}")
    dealt = deal(game.rng)
    if dealt is not None:
        game.remembered.set(note, dealt)
    return dealt


def _new_ten(game: Game) -> list[str]:
    def deal(rng: random.Random) -> tuple[str, ...]:
        options = _dealable(game)
        named_bane = game.remembered.get(NEW_BANE)
        if named_bane:  # (the Bane named is not among the ten)
            bane_pile = game.catalog.pile_of(named_bane)
            options = [n for n in options if game.catalog.pile_of(n) != bane_pile]
        rand.shuffle(rng, options)
        return tuple(sorted(options[:NEW_KINGDOM_SIZE]))

    why = (
        "Divine Wind sets out ten new Kingdom cards, and a game that shuffles as-listed "
        "must name them"
    )
    ten = _named_or_dealt(game, NEW_KINGDOM, "divine_wind_kingdom", why, deal)
    return list(ten or ())


def _ally_for(game: Game, cards: list[str]) -> str | None:
    """The Ally a Liaison among ``cards`` brings, when the game has none yet."""
    if game.allies or not any("Liaison" in game.catalog[n].types for n in cards):
        return None
    why = (
        "a Liaison comes with Divine Wind's new Kingdom, and a game that shuffles "
        "as-listed must name the Ally it brings"
    )
    return _named_or_dealt(
        game, NEW_ALLY, "divine_wind_ally", why, lambda rng: rand.choice(rng, _allies(game))
    )


def _bane_for(game: Game, cards: list[str]) -> str | None:
    """The Bane a Young Witch among ``cards`` brings: its set-up adds a Bane pile, one
    not in the game nor among ``cards`` (None when no card can be one)."""
    if not brings_a_bane(cards):
        return None

    def deal(rng: random.Random) -> str | None:
        options = bane_options(game.catalog, _dealable(game), cards)
        return rand.choice(rng, options) if options else None

    why = (
        "a Young Witch comes with Divine Wind's new Kingdom, and a game that shuffles "
        "as-listed must name its Bane"
    )
    return _named_or_dealt(game, NEW_BANE, "divine_wind_bane", why, deal)


def _allies(game: Game) -> list[str]:
    from engine.cards import implemented  # (the card modules import this one)

    return sorted(
        n for n, f in game.catalog.by_name.items() if "Ally" in f.types and implemented(n)
    )


def _remove(game: Game, piles: list[str]) -> None:
    """Take ``piles`` out of the game, with the tokens on them."""
    game.remove_from_supply(piles)
    pile_tokens.remove_from(game, piles)
    for name in sorted(game.hooks.when_piles_leave_the_supply):
        game.rules_of(name).when_piles_leave_the_supply(game, piles)


class DivineWind(ProphecyRules):
    """A Prophecy: when its last Sun token is removed, the Supply's Kingdom piles leave
    the game and ten new Kingdom piles are set out for the rest of it."""

    def when_fulfilled(self, game: Game, player: Player) -> None:
        from engine.setup import new_kingdom  # (the set-up imports the card modules)

        new = _new_ten(game)
        ally = _ally_for(game, new)
        bane = _bane_for(game, new)
        gone = kingdom_piles(game)
        _remove(game, gone)
        game.note(player, lambda: f"Divine Wind removes the Kingdom piles: {', '.join(gone)}.")
        new_kingdom(game, new, ally, bane)
        game.note(player, lambda: f"Divine Wind sets out a new Kingdom: {', '.join(new)}.")
        if ally is not None:
            game.note(player, lambda: f"{ally} comes with the new Liaison.")
        if bane is not None:
            game.note(player, lambda: f"{bane} comes with the new Young Witch, as its Bane.")
        game.costs_changed()


# -- scenario keys ------------------------------------------------------------------------
def _check_divine_wind(game: Game, key: str) -> None:
    if prophecy(game) != NAME:
        raise ScenarioError(f"{key}: Divine Wind is not this game's Prophecy (setup events)")


def _name_new_kingdom(game: Game, player: Player, names: list[str]) -> None:
    key = "divine_wind_kingdom"
    _check_divine_wind(game, key)
    catalog = game.catalog
    if len(names) != NEW_KINGDOM_SIZE:
        raise ScenarioError(f"{key}: name ten Kingdom cards, not {len(names)}")
    piles = [catalog.pile_of(n) for n in names]
    for name, pile in zip(names, piles, strict=True):
        facts = catalog[name]
        if not facts.kingdom or not facts.supply or facts.landscape:
            raise ScenarioError(f"{key}: {name} is not a Kingdom card")
        if piles.count(pile) > 1:
            raise ScenarioError(f"{key}: the {pile} pile is named twice")
    used = _used(game)
    dealable = set(_dealable(game))
    for name, pile in zip(names, piles, strict=True):
        top = catalog.pile_cards(pile)[0].name
        if name in used or top in used:
            raise ScenarioError(f"{key}: {name} is already in this game")
        if top not in dealable:
            raise ScenarioError(
                f"{key}: the reference engine does not play the whole {pile} pile "
                "(or a pile it needs)"
            )
    game.remembered.set(NEW_KINGDOM, tuple(names))


def _name_ally(game: Game, player: Player, name: str) -> None:
    _check_divine_wind(game, "divine_wind_ally")
    if name not in _allies(game):
        raise ScenarioError(f"divine_wind_ally: {name} is not an Ally the engine plays")
    if game.allies:
        raise ScenarioError(
            f"divine_wind_ally: the game already has an Ally, {game.allies[0]}; a game uses one"
        )
    game.remembered.set(NEW_ALLY, name)


def _name_bane(game: Game, player: Player, name: str) -> None:
    key = "divine_wind_bane"
    _check_divine_wind(game, key)
    catalog = game.catalog
    check_bane(catalog, name, key)
    pile = catalog.pile_of(name)
    top = catalog.pile_cards(pile)[0].name
    if name in _used(game) or top in _used(game):
        raise ScenarioError(f"{key}: {name} is already in this game")
    if top not in _dealable(game):
        raise ScenarioError(
            f"{key}: the reference engine does not play the whole {pile} pile (or a pile it needs)"
        )
    ten = game.remembered.get(NEW_KINGDOM)
    if ten and not brings_a_bane(ten):
        raise ScenarioError(f"{key}: no Young Witch is among Divine Wind's ten to bring it")
    if any(catalog.pile_of(n) == pile for n in ten):
        raise ScenarioError(
            f"{key}: the {pile} pile is one of Divine Wind's ten (divine_wind_kingdom); "
            "the Bane is an extra pile"
        )
    game.remembered.set(NEW_BANE, name)


def _removed(game: Game, player: Player) -> list[str]:
    return list(game.removed_piles)


def _named_kingdom(game: Game, player: Player) -> list[str]:
    named: tuple[str, ...] = game.remembered.get(NEW_KINGDOM)
    return list(named)


def _named_ally(game: Game, player: Player) -> str | None:
    return game.remembered.get(NEW_ALLY) or None


def _named_bane(game: Game, player: Player) -> str | None:
    return game.remembered.get(NEW_BANE) or None


game_key("divine_wind_kingdom", _name_new_kingdom, _named_kingdom, Compare.MULTISET)
game_key("divine_wind_ally", _name_ally, _named_ally)
game_key("divine_wind_bane", _name_bane, _named_bane)
game_key("removed_piles", None, _removed, Compare.MULTISET)
