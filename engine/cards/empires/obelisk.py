"""Obelisk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rand
from engine.card import CardRules
from engine.cards.helpers import action_supply_piles
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

CHOSEN: Note[str] = Note("Obelisk's pile", str, "")
"""The Action Supply pile chosen at set-up."""


class Obelisk(CardRules):
    """A Landmark. Set-up: choose a random Action Supply pile. When scoring, 2 VP per card
    you have from that pile, whatever its name (every card of a split pile counts)."""

    def at_setup(self, game: Game) -> None:
        piles = action_supply_piles(game)
        if piles:
            pick = rand.choice(game.rng, piles) if game.rng is not None else piles[0]
            game.remembered.set(CHOSEN, pick)

    def landmark_points(self, game: Game, player: Player) -> int:
        chosen = game.remembered.get(CHOSEN)
        pile_of = game.catalog.pile_of
        return 2 * sum(1 for c in player.owned() if chosen and pile_of(c.name) == chosen)


def _choose(game: Game, player: Player, name: str) -> None:
    pile = game.catalog.pile_of(name) if name in game.catalog else name
    if pile not in action_supply_piles(game):
        raise ScenarioError(f"obelisk: {name} is not an Action Supply pile in this game")
    game.remembered.set(CHOSEN, pile)


game_key("obelisk", _choose, lambda g, p: g.remembered.get(CHOSEN) or None)
