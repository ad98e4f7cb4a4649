"""Asking players: the one :meth:`Asking.decide`, typed by the decision's answer."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from engine.decisions import ChooseCards, ChooseEffect, Decision, YesNo
from engine.game.state import GameState
from engine.player import Player
from engine.values import EventType
from engine.zones import CardInstance

__all__ = ["Asking"]

T = TypeVar("T")


class Asking(GameState):
    """Every decision goes to the game's agent through :meth:`decide`."""

    def decide(self, decision: Decision[T]) -> T:
        """Ask ``decision``'s player, unless it has only one legal answer. In a turn
        another player controls (Possession), that player decides for the turn's player."""
        if not decision.is_real():
            return decision.forced()
        if self.controlled_by is not None and decision.player is self.current:
            decision.decider = self.controlled_by
        value = self.agent.decide(decision)
        if self.record:
            who = decision.chooser()
            for_whom = "" if who is decision.player else f" for {decision.player.name}"
            self.emit(
                EventType.CHOOSE,
                lambda: (
                    f"{who.name} chooses {decision.answer_words(value)}{for_whom} "
                    f"({decision.prompt})."
                ),
                who,
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

    def in_chosen_order(
        self, player: Player, prompt: str, effects: list[tuple[str, Callable[[], None]]]
    ) -> None:
        """Resolve ``effects`` that happen at the same time, each a (label, run) pair, in
        the order ``player`` chooses: they are asked (a :class:`ChooseEffect`) each time two
        or more effects with different labels are waiting; effects with the same label
        are the same ability, so their order does not matter."""
        waiting = list(effects)
        while waiting:
            labels = list(dict.fromkeys(label for label, _ in waiting))
            index = 0
            if len(labels) > 1:
                chosen = labels[self.decide(ChooseEffect(player, prompt, options=labels))]
                index = next(i for i, (label, _) in enumerate(waiting) if label == chosen)
            _, run = waiting.pop(index)
            run()
