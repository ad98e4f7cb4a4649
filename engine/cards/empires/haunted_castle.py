"""Haunted Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HauntedCastle(CardRules):
    """2 VP. When you gain it during your turn, gain a Gold, and each other player with
    5 or more cards in hand puts 2 of them onto their deck."""

    victory = 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if player is not game.current:
            return
        game.gain_named(player, "Gold")
        for other in game.others(player):
            if len(other.hand.cards) >= 5:
                chosen = game.choose_cards(
                    other, "put 2 cards from your hand onto your deck", other.hand.cards, 2, 2
                )
                topdeck_in_chosen_order(
                    game, other, chosen, other.hand, "put them onto your deck, top card first"
                )
