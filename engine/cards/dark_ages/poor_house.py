"""Poor House."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class PoorHouse(CardRules):
    """+4 coins. Reveal your hand; -1 coin per Treasure card in it (to no less than 0)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=4)
        game.reveal_hand(player)
        treasures = sum(1 for c in player.hand.cards if c.is_a("Treasure"))
        if treasures:
            game.plus(player, coins=-treasures)
