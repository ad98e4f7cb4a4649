"""Piazza."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class Piazza(CardRules):
    """A Project: at the start of your turn, reveal the top card of your deck; if it is
    an Action, play it (else it goes back on top)."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Piazza", None, _run)


def _run(game: Game, player: Player) -> None:
    for card in game.reveal_from_deck(player, 1):
        if card.is_a("Action") and game.move(
            card, player.revealed, player.in_play, player=player, verb="puts"
        ):
            game.play(player, card, from_hand=False)
        elif card.zone is player.revealed:
            game.topdeck(player, card, player.revealed)
