"""Trade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Trade(CardRules):
    """An Event: trash up to 2 cards from your hand; gain a Silver for each card you
    trashed."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pool = list(player.hand.cards)
        trashed = 0
        for chosen in game.choose_cards(player, "trash up to 2 cards", pool, 0, 2):
            if game.trash_card(player, chosen, player.hand):
                trashed += 1
        for _ in range(trashed):
            game.gain_named(player, "Silver")
