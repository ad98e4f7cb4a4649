"""Tragic Hero."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TragicHero(CardRules):
    """+3 Cards, +1 Buy; then with 8 or more cards in hand, trash this and gain a Treasure
    (the Treasure is gained even when this could not be trashed)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3, buys=1)
        if len(player.hand) < 8:
            return
        game.trash_card(player, card, player.in_play)
        game.choose_and_gain(player, "gain a Treasure", lambda c: c.is_a("Treasure"))
