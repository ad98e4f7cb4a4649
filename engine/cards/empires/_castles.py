"""The Castles pile: one Supply pile of different Castles, ordered by cost, whose top
card is the one gained ("gain a Castle"); and counting the Castles a player has."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

PILE = "Castles"


def castles_of(player: Player) -> int:
    """How many Castles ``player`` has, wherever they are."""
    return sum(1 for c in player.owned() if c.is_a("Castle"))


def gain_a_castle(game: Game, player: Player) -> CardInstance | None:
    """Gain the top card of the Castles pile, whichever Castle it is."""
    pile = game.supply.get(PILE)
    if pile is None or not pile.cards:
        game.note(player, lambda: f"{player.name} gains no Castle: the pile is empty.")
        return None
    return game.gain(player, pile.cards[0], pile)
