"""Asking players: the one :meth:`Asking.decide`, typed by the decision's answer."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from engine.decisions import ChooseCards, Decision, YesNo
from engine.game.state import GameState
from engine.player import Player
from engine.values import EventType
from engine.zones import CardInstance

__all__ = ["Asking"]

T = TypeVar("T")


class Asking(GameState):
    """Every decision goes to the game's agent through :meth:`decide`."""

    def decide(self, decision: Decision[T]) -> T:
        """Ask ``decision``'s player, unless it has only one legal answer."""
        if not decision.is_real():
            return decision.forced()
        value = self.agent.decide(decision)
        if self.record:
            self.emit(
                EventType.CHOOSE,
                lambda: (
                    f"{decision.player.name} chooses {decision.answer_words(value)} "
                    f"({decision.prompt})."
                ),
                decision.player,
            )
        return value

    def may(self, player: Player, prompt: str) -> bool:
        """Ask a yes/no question."""
        return self.decide(YesNo(player, prompt))

    def choose_cards(
        self,
        player: Player,
        prompt: str,
        cards: Iterable[CardInstance],
        minimum: int = 1,
        maximum: int = 1,
    ) -> list[CardInstance]:
        """Ask for between ``minimum`` and ``maximum`` of ``cards``."""
        return self.decide(ChooseCards(player, prompt, list(cards), minimum, maximum))

    def choose_card(
        self, player: Player, prompt: str, cards: Iterable[CardInstance], optional: bool = False
    ) -> CardInstance | None:
        """Ask for one of ``cards`` (or none, if ``optional``)."""
        chosen = self.choose_cards(player, prompt, cards, 0 if optional else 1, 1)
        return chosen[0] if chosen else None
