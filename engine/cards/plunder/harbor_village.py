"""Harbor Village."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


@dataclass(eq=False)
class _Watch:
    """One Harbor Village play waiting for the next Action card its player plays."""

    index: int | None = None
    """That Action's place among the cards the player played this turn, once it is played."""


WATCHES: Note[tuple[_Watch, ...]] = Note("Harbor Villages waiting", tuple, ())
"""By the player's seat, for this turn: the Harbor Village plays still waiting."""


class HarborVillage(CardRules):
    """+1 Card, +2 Actions; after the next Action card you play this turn, +1 coin if that
    play's own abilities (or a Way's) gave you +coins (:mod:`engine.game.play_coins`)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        game.count_play_coins()
        watches = game.this_turn.get(WATCHES, player.seat)
        game.this_turn.set(WATCHES, (*watches, _Watch()), player.seat)

    def before_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        if not played.is_a("Action"):
            return
        for watch in game.this_turn.get(WATCHES, player.seat):
            if watch.index is None:  # this play will be the next one in the list
                watch.index = len(player.plays_this_turn)

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        watches = game.this_turn.get(WATCHES, player.seat)
        done = [
            (w, given)
            for w in watches
            if w.index is not None
            and (given := game.coins_given_by_play(player, w.index)) is not None
        ]
        if not done:
            return
        finished = {id(w) for w, _ in done}
        left = tuple(w for w in watches if id(w) not in finished)
        game.this_turn.set(WATCHES, left, player.seat)
        for _, given in done:
            if given > 0:
                game.note(player, lambda: f"Harbor Village gives +1 coin after {played.name}.")
                with game.apart_from_plays():
                    game.plus(player, coins=1)
