"""Merchant Camp."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MerchantCamp(CardRules):
    """+2 Actions, +1 coin. When you discard this from play, you may put it onto your
    deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2, coins=1)

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is player.discard and game.may(player, "put Merchant Camp onto your deck"):
            game.topdeck(player, card, player.discard)
