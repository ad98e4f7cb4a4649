"""Bat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bat(CardRules):
    """Trash up to 2 cards from your hand; if you trashed any, exchange this for a
    Vampire."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(player, "trash up to 2 cards", player.hand.cards, 0, 2)
        trashed = sum(1 for c in chosen if game.trash_card(player, c, player.hand))
        if trashed:
            game.exchange(player, card, "Vampire")
