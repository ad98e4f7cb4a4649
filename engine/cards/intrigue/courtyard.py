"""Courtyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Courtyard(CardRules):
    """+3 Cards. Put a card from your hand onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        back = game.choose_card(
            player, "put a card from your hand onto your deck", player.hand.cards
        )
        if back is not None:
            game.topdeck(player, back, player.hand)
