"""Asking players: the one :meth:`Asking.decide`, typed by the decision's answer."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from engine.decisions import ChooseCards, ChooseEffect, Decision, YesNo
from engine.game.state import GameState
from engine.player import Player
from engine.values import EventType
from engine.zones import CardInstance

__all__ = ["Asking", "Effect"]

T = TypeVar("T")


class Effect:
    """One of several effects that happen at the same time (:meth:`Asking.in_chosen_order`)."""

    __slots__ = ("label", "live", "order_matters", "run")

    label: str
    """How the player names it: the card (or rule) whose ability it is."""
    run: Callable[[], None]
    order_matters: bool
    """Whether its order against the others can change the outcome (for a when-gain
    ability: whether it can move the gained card or change its owner's hand)."""
    live: Callable[[], bool] | None
    """Whether it can still happen when its turn comes (None: always)."""

    def __init__(
        self,
        label: str,
        run: Callable[[], None],
        order_matters: bool = True,
        live: Callable[[], bool] | None = None,
    ) -> None:
        self.label = label
        self.run = run
        self.order_matters = order_matters
        self.live = live

    def __repr__(self) -> str:
        return f"Effect(label={self.label!r})"


class Asking(GameState):
    """Every decision goes to the game's agent through :meth:`decide`."""

    __slots__ = ()

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

    def in_chosen_order(self, player: Player, prompt: str, effects: list[Effect]) -> None:
        """Resolve ``effects`` that happen at the same time in the order ``player``
        chooses. They are asked (a :class:`ChooseEffect` listing every waiting effect)
        only while two or more waiting effects whose order matters have different
        labels (effects with the same label are the same ability, so their order does
        not matter); otherwise the next in the list resolves. An effect that can no
        longer happen (its card has left the place it works from) is dropped."""
        waiting = list(effects)
        while waiting:
            waiting = [e for e in waiting if e.live is None or e.live()]
            if not waiting:
                return
            index = 0
            if len({e.label for e in waiting if e.order_matters}) > 1:
                labels = list(dict.fromkeys(e.label for e in waiting))
                chosen = labels[self.decide(ChooseEffect(player, prompt, options=labels))]
                index = next(i for i, e in enumerate(waiting) if e.label == chosen)
            waiting.pop(index).run()
