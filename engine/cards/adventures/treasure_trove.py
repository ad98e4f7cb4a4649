"""Treasure Trove."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TreasureTrove(CardRules):
    """A Treasure worth 2 coins; when played, gain a Gold and a Copper."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        game.gain_named(player, "Gold")
        game.gain_named(player, "Copper")
