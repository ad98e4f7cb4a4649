"""Skirmisher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


ATTACKED = Note("players each Skirmisher played this turn affects", tuple, ())
"""For each Skirmisher played this turn, in order, the names of the players it affects."""


class Skirmisher(CardRules):
    """+1 Card, +1 Action, +1 coin. This turn, when you gain an Attack card, each other
    player discards down to 3 cards in hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        victims = tuple(p.name for p in game.attack_targets(player, card))
        game.this_turn.set(ATTACKED, (*game.this_turn.get(ATTACKED), victims))
        game.plus(player, cards=1, actions=1, coins=1)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not gained.is_a("Attack"):
            return
        for victims in game.this_turn.get(ATTACKED):
            for name in victims:
                discard_down_to(game, game.player(name), 3)
