"""Mandarin."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mandarin(CardRules):
    """+3 coins; put a card from your hand onto your deck. When you gain it, put every
    Treasure you have in play onto your deck, in any order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        back = game.choose_card(
            player, "put a card from your hand onto your deck", player.hand.cards
        )
        if back is not None:
            game.topdeck(player, back, player.hand)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.in_play.cards if c.is_a("Treasure")]
        if treasures:
            topdeck_in_chosen_order(
                game,
                player,
                treasures,
                player.in_play,
                "put your Treasures in play onto your deck, top card first",
            )
