"""Sauna."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import play_one_from_hand, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sauna(Vanilla):
    """+1 Card, +1 Action; you may play an Avanto from your hand. This turn, each time
    you play a Silver, you may trash a card from your hand."""

    cards, actions = 1, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        play_one_from_hand(game, player, "Avanto")

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.name != "Silver":
            return
        for _ in range(player.plays_this_turn.count("Sauna")):
            trash_from_hand(game, player, "trash a card (Sauna)", optional=True)
