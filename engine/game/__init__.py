"""The game and the shared mechanisms every card goes through, one module each.

There is one way to move a card (:mod:`engine.game.moves`), to ask a player
(:mod:`engine.game.asking`), to know what a card costs (:mod:`engine.game.costs`),
to gain and to buy (:mod:`engine.game.acquiring`), to play and change counters
(:mod:`engine.game.playing`, with the coins each play gave in
:mod:`engine.game.play_coins`) and to run a turn (:mod:`engine.game.turns`), on the
state in :mod:`engine.game.state`. Optional card hooks are called through the
per-game table of :mod:`engine.game.triggers`. Cards are written against these in
:mod:`engine.cards`; none gets a special case here.
"""

from __future__ import annotations

from engine.game.state import RuleError, StartOfTurnEffect
from engine.game.turns import Turns

__all__ = ["Game", "RuleError", "StartOfTurnEffect"]


class Game(Turns):
    """A game of Dominion in progress.

    Build one with :func:`engine.setup.build_game`; drive it with
    :meth:`~engine.game.turns.Turns.play_from_hand`, :meth:`~engine.game.turns.Turns.buy`,
    :meth:`~engine.game.turns.Turns.advance_to`, :meth:`~engine.game.turns.Turns.end_turn`
    and :meth:`~engine.game.turns.Turns.end_game`. Every decision goes to ``agent``.
    """

    __slots__ = ()

    def as_game(self) -> Game:
        """This game."""
        return self
