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

USED = Note("Sailor plays used this turn", int, 0)
"""How many gained Duration cards Sailors have played this turn."""


class Sailor(CardRules):
    """+1 Action. Once this turn, when you gain a Duration card, you may play it. At the
    start of your next turn, +2 coins, and you may trash a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)

        def later(g: Game, p: Player) -> None:
            g.plus(p, coins=2)
            trash_from_hand(g, p, "trash a card", optional=True)

        game.next_turn_effect(player, card, later)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not gained.is_a("Duration"):
            return
        # each Sailor play this turn lets one gained Duration card be played
        if game.this_turn.get(USED) >= player.plays_this_turn.count("Sailor"):
            return
        where = game.gained_where(gained)
        if where is None or where.owner is not player:
            return
        if not game.may(player, f"play the {gained.name} you gained, with Sailor"):
            return
        if game.move(gained, where, player.in_play, player=player, verb="puts into play"):
            game.this_turn.set(USED, game.this_turn.get(USED) + 1)
            game.play(player, gained, from_hand=False)
