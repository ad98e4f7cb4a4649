"""Aqueduct."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules
from engine.game.asking import Effect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SETUP_TOKENS = 8
"""VP tokens put on each of the Silver and Gold piles at set-up."""


class Aqueduct(CardRules):
    """A Landmark. Set-up: 8 VP on the Silver and the Gold pile. When you gain a
    Treasure, move 1 VP from its pile to Aqueduct; when you gain a Victory card, take
    the VP from Aqueduct (for a card that is both, in the order you choose)."""

    def at_setup(self, game: Game) -> None:
        for pile in ("Silver", "Gold"):
            if pile in game.supply:
                pile_tokens.put(game, pile, SETUP_TOKENS)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        treasure, victory = gained.is_a("Treasure"), gained.is_a("Victory")
        if not (treasure or victory):
            return
        # the order matters only when a token can move onto Aqueduct and be taken at once
        both = treasure and victory and pile_tokens.tokens_on(game, gained.name) > 0
        parts: list[Effect] = []
        if treasure:
            parts.append(Effect("move 1 VP to Aqueduct", lambda: _move_one(game, gained), both))
        if victory:
            parts.append(Effect("take the VP on Aqueduct", lambda: _take_all(game, player), both))
        game.in_chosen_order(player, "choose which part of Aqueduct happens first", parts)


def _move_one(game: Game, gained: CardInstance) -> None:
    pile_tokens.move(game, gained.name, "Aqueduct")


def _take_all(game: Game, player: Player) -> None:
    pile_tokens.take(game, player, "Aqueduct")
