"""Dame Anna."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.dark_ages._knights import Knight

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class DameAnna(Knight):
    """A Knight: you may trash up to 2 cards from your hand; then the Knights' attack."""

    def own_ability(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(player, "trash up to 2 cards", player.hand.cards, 0, 2)
        for c in chosen:
            game.trash_card(player, c, player.hand)
