"""Silos."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Silos(CardRules):
    """A Project: at the start of your turn, discard any number of Coppers, revealed, and
    draw that many cards."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Silos", None, _run)


def _run(game: Game, player: Player) -> None:
    coppers = [c for c in player.hand.cards if c.name == "Copper"]
    chosen = game.choose_cards(player, "discard Coppers to draw as many", coppers, 0, len(coppers))
    for c in chosen:
        game.reveal(player, c)
    discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
    game.plus(player, cards=discarded)
