"""Asceticism."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseAmount

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Asceticism(CardRules):
    """An Event: pay any number of coins, and trash that many cards from your hand."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        most = min(player.coins, len(player.hand.cards))
        amount = game.decide(
            ChooseAmount(player, "pay coins to trash that many cards", maximum=most)
        )
        if not amount:
            return
        game.plus(player, coins=-amount)
        chosen = game.choose_cards(
            player, f"trash {amount} cards", player.hand.cards, amount, amount
        )
        for c in chosen:
            game.trash_card(player, c, player.hand)
