"""Chapel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Chapel(CardRules):
    """Trash up to four cards from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for c in game.choose_cards(player, "trash up to 4 cards", player.hand.cards, 0, 4):
            game.trash_card(player, c, player.hand)
