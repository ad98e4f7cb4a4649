"""Snake Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other, has_duplicates

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SnakeWitch(CardRules):
    """+1 Card, +1 Action. With no two cards in hand of one name, you may reveal your
    hand and return this to its pile; if it returns, each other player gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        if card.zone is not player.in_play or has_duplicates(player.hand.cards):
            return  # (returned already, as on a Throne Room's second play: nothing to do)
        if not game.may(player, "reveal your hand and return Snake Witch to its pile"):
            return
        game.reveal_hand(player)
        if game.return_to_pile(player, card, player.in_play):
            curse_each_other(game, player, card)
