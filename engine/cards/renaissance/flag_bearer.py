"""Flag Bearer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FlagBearer(CardRules):
    """+2 coins. When you gain or trash this, take the Flag."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.take_artifact("Flag", player)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.take_artifact("Flag", player)
