"""Shepherd."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Shepherd(CardRules):
    """+1 Action; discard any number of Victory cards, revealing them, for +2 Cards each."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        pool = [c for c in player.hand.cards if c.is_a("Victory")]
        chosen = game.choose_cards(
            player, "discard Victory cards for +2 Cards each", pool, 0, len(pool)
        )
        discarded = 0
        for c in chosen:
            game.reveal(player, c)
        for c in chosen:
            if game.discard(player, c, player.hand):
                discarded += 1
        game.plus(player, cards=2 * discarded)
