"""Shanty Town."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ShantyTown(CardRules):
    """+2 Actions. Reveal your hand; if it holds no Action cards, +2 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        for held in list(player.hand.cards):
            game.reveal(player, held)
        if not any(c.is_a("Action") for c in player.hand.cards):
            game.plus(player, cards=2)
