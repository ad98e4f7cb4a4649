"""Hostelry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import gain_horses

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hostelry(Vanilla):
    """+1 Card, +2 Actions. When you gain it, you may discard any number of Treasures,
    revealed, to gain that many Horses."""

    cards, actions = 1, 2
    changes_hand_when_gaining = True

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_cards(
            player, "discard Treasures for Horses", treasures, 0, len(treasures)
        )
        for c in chosen:
            game.reveal(player, c)
            game.discard(player, c, player.hand)
        gain_horses(game, player, len(chosen))
