"""Acting Troupe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ActingTroupe(CardRules):
    """+4 Villagers. Trash this."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, villagers=4)
        game.trash_card(player, card, player.in_play)
