"""Opulent Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class OpulentCastle(CardRules):
    """An Action worth 3 VP: discard any number of Victory cards for +2 coins each."""

    victory = 3
    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Victory")]
        chosen = game.choose_cards(
            player, "discard Victory cards for 2 coins each", pool, 0, len(pool)
        )
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        game.plus(player, coins=2 * discarded)
