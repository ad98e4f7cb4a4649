"""The Bane (Cornucopia's Young Witch): the extra Kingdom pile Young Witch's set-up adds
to the Supply; every card of that pile is a Bane card.

A game's Banes are ``game.banes``, one name for each Bane pile: the set-up's (setup key
``bane``), and the one a Young Witch among Divine Wind's new Kingdom cards brings
(``divine_wind_bane``). The old Bane stays a Bane, so a game can have two: Young Witch's
attack lets a player reveal a card of any of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.state_keys import ScenarioError

if TYPE_CHECKING:
    from engine.catalog import Catalog
    from engine.game import Game
    from engine.zones import CardInstance

__all__ = ["BANE_COSTS", "bane_cards", "bane_options", "brings_a_bane", "check_bane"]

BRINGER = "Young Witch"
"""The card whose set-up adds a Bane pile."""
BANE_COSTS = (2, 3)
"""The coins the Bane pile's (top) card costs, with no Potion or Debt."""


def brings_a_bane(names: Iterable[str]) -> bool:
    """True when a Young Witch is among ``names``: its set-up needs a Bane pile."""
    return BRINGER in names


def _problem(catalog: Catalog, name: str) -> str | None:
    """Why the pile of ``name`` cannot be a Bane pile; None when it can."""
    facts = catalog[name]
    if not facts.kingdom or not facts.supply or facts.landscape:
        return f"{name} is not a Kingdom card"
    cost = catalog.pile_cards(facts.pile)[0].cost  # (a split pile: its top card's)
    if cost.potion or cost.debt or cost.coins not in BANE_COSTS:
        return (
            f"the {facts.pile} pile costs {cost.text()}; Young Witch's Bane pile costs 2 or 3 coins"
        )
    return None


def check_bane(catalog: Catalog, name: str, key: str) -> None:
    """Raise :class:`ScenarioError`, naming ``key``, unless the pile of ``name`` can be a
    Bane pile: a Kingdom pile whose top card costs 2 or 3 coins."""
    problem = _problem(catalog, name)
    if problem is not None:
        raise ScenarioError(f"{key}: {problem}")


def bane_options(catalog: Catalog, candidates: Iterable[str], taken: Iterable[str]) -> list[str]:
    """The ``candidates`` (each the top card of a Kingdom pile the engine plays) whose
    pile can be a Bane pile and is none of the piles of the cards ``taken``."""
    piles = {catalog.pile_of(n) for n in taken}
    return [
        n for n in candidates if catalog.pile_of(n) not in piles and _problem(catalog, n) is None
    ]


def bane_cards(game: Game, cards: list[CardInstance]) -> list[CardInstance]:
    """The Bane cards among ``cards``: every card of a Bane pile (a split pile's or the
    Castles' cards too, whatever their names)."""
    if not game.banes:
        return []
    pile_of = game.catalog.pile_of
    piles = {pile_of(name) for name in game.banes}
    return [c for c in cards if pile_of(c.name) in piles]
