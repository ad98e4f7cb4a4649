"""Counterfeit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Counterfeit(CardRules):
    """1 coin, +1 Buy. You may play a non-Duration Treasure from your hand twice; if you
    do, trash it."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1, buys=1)
        pool = game.playable_from_hand(
            player, lambda c: c.is_a("Treasure") and not c.is_a("Duration")
        )
        target = game.choose_card(player, "play a Treasure twice", pool, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        game.play(player, target, from_hand=False, by=card)
        if target.zone is player.in_play:
            game.trash_card(player, target, player.in_play)
