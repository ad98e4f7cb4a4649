"""Maroon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Maroon(CardRules):
    """Trash a card from your hand. +2 Cards per type it has."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_card(player, "trash a card", player.hand.cards)
        if chosen is None:
            return
        types = len(chosen.types)
        if game.trash_card(player, chosen, player.hand):
            game.plus(player, cards=2 * types)
