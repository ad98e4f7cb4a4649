"""Ritual."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ritual(CardRules):
    """An Event: gain a Curse; if you do, trash a card from your hand and +1 VP per coin
    it cost (nothing for Debt or Potion)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.gain_named(player, "Curse") is None:
            return
        prompt = "trash a card from your hand for Ritual"
        chosen = game.choose_card(player, prompt, player.hand.cards)
        if chosen is None:
            return
        coins = game.cost(chosen).coins
        if game.trash_card(player, chosen, player.hand):
            game.plus(player, vp_tokens=coins)
