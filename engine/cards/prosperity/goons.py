"""Goons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Goons(CardRules):
    """+1 Buy, +2 coins. Each other player discards down to 3 cards in hand. While this
    is in play, when you buy a card (not an Event), +1 VP token."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=2)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if not bought.landscape:  # an Event is not a card
            game.plus(player, vp_tokens=1)
