"""Infirmary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import trash_from_hand
from engine.cards.overpay import Overpay

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


class Infirmary(Overpay):
    """+1 Card; you may trash a card from your hand. Overpay: play it once per coin
    overpaid (when the Infirmary bought with the extra is gained), where it is."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
        trash_from_hand(game, player, "trash a card from your hand", optional=True)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        for _ in range(extra.coins):
            game.play(player, card, from_hand=False)
