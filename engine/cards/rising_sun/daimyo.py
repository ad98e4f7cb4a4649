"""Daimyo."""

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
class _Waiting:
    """One Daimyo play waiting for the next non-Command Action card its player plays."""

    daimyo: CardInstance
    enclosing: list[tuple[CardInstance, Player]]
    """The plays still resolving around the Daimyo's play (a Throne Room playing it): a
    play that began before it is not "the next" one."""


WAITING: Note[tuple[_Waiting, ...]] = Note("Daimyos waiting to replay", tuple, ())
"""By the player's seat, for this turn: the Daimyo plays still waiting, first played first."""


def _qualifies(card: CardInstance) -> bool:
    return card.is_a("Action") and not card.is_a("Command")


class Daimyo(CardRules):
    """+1 Card, +1 Action; the next time you play a non-Command Action card this turn,
    replay it afterwards (not optional, even if it trashed itself)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        waiting = game.this_turn.get(WAITING, player.seat)
        entry = _Waiting(card, list(game.resolving[:-1]))
        game.this_turn.set(WAITING, (*waiting, entry), player.seat)

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        waiting = game.this_turn.get(WAITING, player.seat)
        if not waiting:
            return
        depth = len(game.resolving)
        due: list[_Waiting] = []
        for entry in waiting:
            if depth < len(entry.enclosing):  # a play around the Daimyo's has finished
                del entry.enclosing[depth:]
                continue
            if _qualifies(played) and not any(
                _qualifies(c) for c, _ in game.resolving[len(entry.enclosing) :]
            ):
                due.append(entry)
        if not due:
            return
        game.this_turn.set(WAITING, tuple(e for e in waiting if e not in due), player.seat)
        for entry in due:
            game.note(player, lambda: f"Daimyo replays {played.name}.")
            game.play(player, played, from_hand=False, by=entry.daimyo)
