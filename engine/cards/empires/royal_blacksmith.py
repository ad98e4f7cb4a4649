"""Royal Blacksmith."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoyalBlacksmith(CardRules):
    """+5 Cards. Reveal your hand; discard the Coppers."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=5)
        game.reveal_hand(player)
        for c in [c for c in player.hand.cards if c.name == "Copper"]:
            game.discard(player, c, player.hand)
