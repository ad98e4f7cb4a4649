"""Steward."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Steward(CardRules):
    """Choose one: +2 Cards; or +2 coins; or trash exactly two cards from your hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["cards", "coins", "trash"]):
            if mode == "cards":
                game.plus(player, cards=2)
            elif mode == "coins":
                game.plus(player, coins=2)
            else:
                for c in game.choose_cards(player, "trash 2 cards", player.hand.cards, 2, 2):
                    game.trash_card(player, c, player.hand)
