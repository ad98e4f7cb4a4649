"""The Sky's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheSkysGift(Boon):
    """You may discard 3 cards to gain a Gold; with fewer than 3 in hand you discard
    them all and gain nothing."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        if not player.hand.cards or not game.may(player, "discard 3 cards to gain a Gold"):
            return
        count = min(3, len(player.hand))
        chosen = game.choose_cards(player, "discard 3 cards", player.hand.cards, count, count)
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        if discarded >= 3:
            game.gain_named(player, "Gold")
