"""Crossroads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Crossroads(CardRules):
    """Reveal your hand: +1 Card per Victory card in it. If this is the first time you
    played a Crossroads this turn, +3 Actions."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.reveal_hand(player)
        victory = sum(1 for c in player.hand.cards if c.is_a("Victory"))
        game.plus(player, cards=victory)
        if player.plays_this_turn.count(card.name) == 1:
            game.plus(player, actions=3)
