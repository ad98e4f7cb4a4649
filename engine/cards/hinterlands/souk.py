"""Souk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Souk(CardRules):
    """+1 Buy, +7 coins, then -1 coin per card in your hand (not below 0). When you gain
    it, trash up to 2 cards from your hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=7)
        if player.hand.cards:
            game.plus(player, coins=-len(player.hand))

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for c in game.choose_cards(player, "trash up to 2 cards", player.hand.cards, 0, 2):
            game.trash_card(player, c, player.hand)
