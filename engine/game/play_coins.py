"""The coins each play's own abilities gave ("if it gave you +coins": Harbor Village).

Counting starts in a turn once a card asks for it (:meth:`Playing.count_play_coins`) and
stops at the end of that turn, so no other turn pays for it. While it runs, each +coins
that :meth:`~engine.game.playing.Playing.plus` gives a player counts for the innermost
play resolving (``Game.resolving``) when that play is the player's: a card that another
card plays (Throne Room's Militia) counts its own coins, not the outer card's. Coins
given by what is no play's own ability count for none: a token's bonus (Training's
+1 Coin) or a Boon received (:meth:`PlayCoins.apart`). Coins taken away later (paid,
Storyteller) do not undo what a play gave.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["PlayCoins"]


class PlayCoins:
    """For one turn: the coins given by each play still resolving (by its depth in the
    resolving stack) and by each finished one (by its player's seat and its place among
    the cards that player played this turn)."""

    __slots__ = ("_finished", "_open")

    def __init__(self) -> None:
        self._open: dict[int, int] = {}
        self._finished: dict[tuple[int, int], int] = {}

    def begin(self, depth: int) -> None:
        """The play at ``depth`` (0 outermost) starts resolving: it has given nothing."""
        self._open[depth] = 0

    def end(self, depth: int, seat: int, index: int) -> None:
        """The play at ``depth``, the ``index``-th card the player at ``seat`` played this
        turn (from 0), has finished: keep what it gave."""
        given = self._open.pop(depth, None)
        if given is not None:
            self._finished[(seat, index)] = given

    def leave(self, depth: int) -> None:
        """The abilities at ``depth`` that are not a play (Monkey's later one) are done."""
        self._open.pop(depth, None)

    def add(self, depth: int, coins: int) -> None:
        """``coins`` given by the abilities resolving at ``depth``, if counted."""
        if depth in self._open:
            self._open[depth] += coins

    def given_by(self, seat: int, index: int) -> int | None:
        """The coins the finished play (``seat``, ``index``) gave; None while it has not
        finished (or was not counted)."""
        return self._finished.get((seat, index))

    @contextmanager
    def apart(self, depth: int) -> Iterator[None]:
        """Coins given in the block count for no play: the one at ``depth`` keeps what it
        had."""
        had = self._open.get(depth)
        try:
            yield
        finally:
            if had is not None:
                self._open[depth] = had
