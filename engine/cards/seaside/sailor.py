"""Sailor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


USES = Note("gained Durations Sailor may still play this turn", int, 0)
"""How many more gained Duration cards the Sailors played this turn may play."""


class Sailor(CardRules):
    """+1 Action. Once this turn, when you gain a Duration card, you may play it. At the
    start of your next turn, +2 coins and you may trash a card from your hand."""

    moves_gained_card = True
    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def next_turn(g: Game, p: Player) -> None:
            g.plus(p, coins=2)
            trash_from_hand(g, p, "trash a card from your hand (Sailor)", optional=True)

        game.next_turn_effect(player, card, next_turn)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        game.this_turn.set(USES, game.this_turn.get(USES) + 1)

        self.wait_for_next_turn(game, player, card)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        uses = game.this_turn.get(USES)
        if not uses or not gained.is_a("Duration"):
            return
        where = game.gained_where(gained)
        if where is None or where.owner is not player:
            return
        if not game.may(player, f"play the gained {gained.name} with Sailor"):
            return
        game.this_turn.set(USES, uses - 1)
        if game.move(gained, where, player.in_play, player=player, verb="puts"):
            game.play(player, gained, from_hand=False)
