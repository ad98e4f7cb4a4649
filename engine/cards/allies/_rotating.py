"""Rotating a Supply pile (the Allies split piles; Battle Plan rotates any pile).

To rotate a pile is to move every card in it with the top card's name, in their order,
to the bottom of the pile. A pile whose cards all have one name looks the same after.
The pile's order is the scenario key ``piles`` (its cards top first), in set-up and
expectations alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

__all__ = ["may_rotate", "rotate"]


def rotate(game: Game, player: Player, pile: str) -> None:
    """``player`` rotates the Supply pile ``pile`` (named by the pile or a card of it)."""
    zone = game.pile(pile) if pile in game.catalog else game.supply.get(pile)
    if zone is None or not zone.cards:
        return
    top = zone.cards[0].name
    moving = [c for c in zone.cards if c.name == top]
    game.note(player, lambda: f"{player.name} rotates the {zone.label} pile.")
    if len(moving) == len(zone.cards):
        return  # nothing else in it: the pile stays as it was
    for card in moving:
        game.move(card, zone, zone, player=player, bottom=True, verb="rotates")


def may_rotate(game: Game, player: Player, pile: str) -> None:
    """``player`` may rotate the Supply pile ``pile`` ("you may rotate the Augurs"), if it
    is in the Supply and holds cards of more than one name (else rotating changes nothing)."""
    zone = game.supply.get(pile)
    if zone is None or len({c.name for c in zone.cards}) < 2:
        return
    if game.may(player, f"rotate the {pile}"):
        rotate(game, player, pile)
