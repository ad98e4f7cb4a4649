"""Sickness."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.decisions import ChooseMode
from engine.game.state import StartOfTurnEffect
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

MODES = ["curse", "discard"]


def _choose_one(game: Game, player: Player) -> None:
    game.note(player, lambda: f"Sickness: {player.name} chooses a Curse or a discard.")
    mode = game.decide(ChooseMode(player, "gain a Curse onto your deck, or discard 3 cards", MODES))
    if mode == "curse":
        game.gain_named(player, "Curse", to=ZoneKind.DECK)
        return
    chosen = game.choose_cards(player, "discard 3 cards", player.hand.cards, 3, 3)
    for card in chosen:
        game.discard(player, card, player.hand)


class Sickness(ProphecyRules):
    """A Prophecy; once active: at the start of each player's turn they choose one: gain
    a Curse onto their deck, or discard 3 cards (as many as they have, when fewer)."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Sickness", None, _choose_one)
