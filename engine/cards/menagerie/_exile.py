"""Exiling the top card of a named pile (Way of the Camel, Way of the Worm)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


def exile_from_pile(game: Game, player: Player, name: str) -> None:
    """Move the top card of the Supply pile ``name`` onto the player's Exile mat, if any."""
    pile = game.pile(name)
    if pile is None or not pile.cards:
        game.note(player, lambda: f"{player.name} exiles no {name}: there is none left.")
        return
    game.move(pile.cards[0], pile, player.exile, verb="exiles")
