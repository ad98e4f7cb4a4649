"""Foray."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Foray(CardRules):
    """An Event: discard 3 cards, revealing them; if they have 3 different names, gain
    a Loot."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        count = min(3, len(player.hand))
        chosen = game.choose_cards(player, "discard 3 cards", player.hand.cards, count, count)
        for c in chosen:
            game.reveal(player, c)
        discarded = [c for c in chosen if game.discard(player, c, player.hand)]
        if len(discarded) == 3 and len({c.name for c in discarded}) == 3:
            gain_from_pile(game, player, "Loot")
