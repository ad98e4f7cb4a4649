"""Maelstrom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Maelstrom(CardRules):
    """An Event: trash 3 cards from your hand; each other player with 5 or more cards in
    hand trashes one of them."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        count = min(3, len(player.hand))
        chosen = game.choose_cards(player, "trash 3 cards", player.hand.cards, count, count)
        game.trash_together(player, [(c, player.hand) for c in chosen])
        for other in game.others(player):
            if len(other.hand) >= 5:
                lost = game.choose_card(other, "trash a card from your hand", other.hand.cards)
                if lost is not None:
                    game.trash_card(other, lost, other.hand)
