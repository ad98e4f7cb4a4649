"""Ghost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlaysHeldActionNextTurn, discard_revealed, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ghost(PlaysHeldActionNextTurn):
    """Reveal cards from your deck until you reveal an Action; discard the others and set
    the Action aside; at the start of your next turn, play it twice. Ghost stays in play
    until then (and longer, with a Duration card it plays)."""

    plays_next_turn = 2
    plays_as_source = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        found, shown = reveal_until(game, player, lambda c: c.is_a("Action"))
        discard_revealed(game, player, [c for c in shown if c not in found])
        for action in found:
            self.hold(game, player, card, action, player.revealed)
