"""Priest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_BONUSES = Note("Priest bonuses this turn", int, 0)
"""How many Priest plays this turn have finished their trashing: each gives +2 coins for
every card trashed afterwards this turn."""


class Priest(CardRules):
    """+2 coins. Trash a card from your hand. For the rest of this turn, when you trash a
    card, +2 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        trash_from_hand(game, player, "trash a card")
        game.this_turn.set(_BONUSES, game.this_turn.get(_BONUSES) + 1)

    def after_trash_this_turn(self, game: Game, player: Player, trashed: CardInstance) -> None:
        bonuses = game.this_turn.get(_BONUSES)
        if bonuses:
            with game.apart_from_plays():  # a triggered ability, not the play's own
                game.plus(player, coins=2 * bonuses)
