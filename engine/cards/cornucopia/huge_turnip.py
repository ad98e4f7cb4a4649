"""Huge Turnip."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HugeTurnip(CardRules):
    """A Reward and a Treasure: +2 Coffers, then +1 coin per Coffers you have (the two
    just taken too)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=2)
        game.plus(player, coins=player.coffers)
