"""Bonfire."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bonfire(CardRules):
    """An Event: trash up to 2 cards you have in play."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pool = list(player.in_play.cards)
        for chosen in game.choose_cards(player, "trash up to 2 cards in play", pool, 0, 2):
            game.trash_card(player, chosen, player.in_play)
