"""Avanto."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import play_one_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Avanto(Vanilla):
    """+3 Cards; you may play a Sauna from your hand."""

    cards = 3

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        play_one_from_hand(game, player, "Sauna")
