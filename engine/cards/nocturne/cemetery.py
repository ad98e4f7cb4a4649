"""Cemetery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cemetery(CardRules):
    """2 victory points; when you gain this, trash up to 4 cards from your hand."""

    victory = 2

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for c in game.choose_cards(player, "trash up to 4 cards", player.hand.cards, 0, 4):
            game.trash_card(player, c, player.hand)
