"""Tent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import may_rotate

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tent(CardRules):
    """+2 coins. You may rotate the Forts. When you discard this from play, you may put
    it onto your deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        may_rotate(game, player, "Forts")

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is player.discard and game.may(player, "put Tent onto your deck"):
            game.topdeck(player, card, player.discard)
