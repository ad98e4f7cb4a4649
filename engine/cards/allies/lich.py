"""Lich."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_trash

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Lich(CardRules):
    """+6 Cards, +2 Actions. Skip a turn. When you trash this, discard it (a move from
    the trash, not a gain) and gain a cheaper card from the trash."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=6, actions=2)
        game.skip_a_turn(player)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not game.trash or not game.discard(player, card, game.trash):
            return
        limit = game.cost(card)
        gain_from_trash(
            game,
            player,
            "gain a card costing less than Lich from the trash",
            lambda c: game.cost(c).less_than(limit),
        )
