"""Storyteller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Storyteller(CardRules):
    """+1 Action, +1 coin; play up to 3 Treasures from your hand; then pay all your coins
    (not Potions), +1 Card per coin paid."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=1)
        for _ in range(3):
            treasures = game.playable_from_hand(player, lambda c: c.is_a("Treasure"))
            chosen = game.choose_card(player, "play a Treasure", treasures, optional=True)
            if chosen is None:
                break
            game.play(player, chosen)
        paid = player.coins
        game.plus(player, coins=-paid)
        game.note(player, lambda: f"{player.name} pays {paid} coins.")
        game.plus(player, cards=paid)
