"""Figurine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Figurine(CardRules):
    """+2 Cards. You may discard an Action card for +1 Buy and +1 coin."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        chosen = game.choose_card(
            player, "discard an Action card for +1 Buy and +1 coin", actions, optional=True
        )
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.plus(player, buys=1, coins=1)
