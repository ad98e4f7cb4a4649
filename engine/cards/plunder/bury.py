"""Bury."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bury(CardRules):
    """An Event: +1 Buy; put a card of your choice from your discard pile on the bottom
    of your deck."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        chosen = game.choose_card(
            player,
            "put a card from your discard pile on the bottom of your deck",
            player.discard.cards,
        )
        if chosen is not None:
            game.move(chosen, player.discard, player.deck, player=player, bottom=True, verb="puts")
