"""Legionary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Legionary(CardRules):
    """+3 coins. You may reveal a Gold from your hand; if you do, each other player
    discards down to 2 cards in hand, then draws a card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        golds = [c for c in player.hand.cards if c.name == "Gold"]
        gold = game.choose_card(player, "reveal a Gold to attack", golds, optional=True)
        if gold is None:
            return
        game.reveal(player, gold)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 2)
            game.draw(victim, 1)
