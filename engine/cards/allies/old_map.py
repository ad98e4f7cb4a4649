"""Old Map."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import may_rotate

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class OldMap(CardRules):
    """+1 Card, +1 Action. Discard a card. +1 Card. You may rotate the Odysseys (in that
    order)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        chosen = game.choose_card(player, "discard a card", player.hand.cards)
        if chosen is not None:
            game.discard(player, chosen, player.hand)
        game.plus(player, cards=1)
        may_rotate(game, player, "Odysseys")
