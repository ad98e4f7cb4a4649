"""Harsh Winter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.pile_tokens import Token

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HarshWinter(ProphecyRules):
    """A Prophecy; once active: when a player gains a card during their own turn, they
    take the Debt on its Supply pile if there is any, else put 2 Debt on that pile."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if player is not game.current or game.pile(gained.name) is None:
            return
        if pile_tokens.tokens_on(game, gained.name, Token.DEBT):
            game.note(player, lambda: f"Harsh Winter: {player.name} takes the Debt.")
            pile_tokens.take(game, player, gained.name, kind=Token.DEBT)
        else:
            pile_tokens.put(game, gained.name, 2, Token.DEBT)
            game.note(
                player,
                lambda: f"Harsh Winter: {player.name} puts 2 Debt on the {gained.name} pile.",
            )
