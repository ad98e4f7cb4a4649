"""Tormentor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tormentor(CardRules):
    """+2 coins; with no other card in play, gain an Imp; otherwise each other player
    receives the next Hex."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if all(c is card for c in player.in_play.cards):
            game.gain_named(player, "Imp")
        else:
            receive_hex(game, game.attack_targets(player, card))
