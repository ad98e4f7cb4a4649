"""Student."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import may_rotate
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Student(CardRules):
    """+1 Action. You may rotate the Wizards. Trash a card from your hand; if it is a
    Treasure, +1 Favor and put this onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        may_rotate(game, player, "Wizards")
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is not None and trashed.is_a("Treasure"):
            game.plus(player, favors=1)
            game.topdeck(player, card, player.in_play)
