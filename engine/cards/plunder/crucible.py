"""Crucible."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Crucible(CardRules):
    """Trash a card from your hand. +1 coin per coin it costs (not Potions or Debt)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_card(player, "trash a card", player.hand.cards)
        if chosen is None:
            return
        coins = game.cost(chosen).coins
        if game.trash_card(player, chosen, player.hand):
            game.plus(player, coins=coins)
