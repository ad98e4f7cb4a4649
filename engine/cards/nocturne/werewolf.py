"""Werewolf."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import receive_hex
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Werewolf(CardRules):
    """In your Night phase, each other player receives the next Hex; otherwise +3 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.phase is Phase.NIGHT and player is game.current:
            receive_hex(game, game.attack_targets(player, card))
        else:
            game.plus(player, cards=3)
