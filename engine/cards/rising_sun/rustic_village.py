"""Rustic Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.rising_sun._prophecy import plus_sun

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RusticVillage(CardRules):
    """An Omen: +1 Sun, +1 Card, +2 Actions; you may discard two cards for +1 Card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        game.plus(player, cards=1, actions=2)
        if not player.hand.cards or not game.may(player, "discard 2 cards for +1 Card"):
            return
        chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2)
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        if discarded == 2:
            game.plus(player, cards=1)
