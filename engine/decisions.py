"""The decisions a player can be asked, and the agents that answer them.

Each decision knows its legal answers: it turns a raw answer (a card name, a list of
names, ``yes``/``no``, a mode, a number) into a value, or raises
:class:`IllegalAnswer`. A decision with only one legal answer is not a real one; the
engine takes it without asking.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.narration import answer_text
from engine.player import Player
from engine.zones import CardInstance

__all__ = [
    "DECISION_KINDS",
    "Agent",
    "Answer",
    "Asked",
    "ChooseAmount",
    "ChooseCards",
    "ChooseEffect",
    "ChooseMode",
    "ChooseModes",
    "ChooseOption",
    "ChoosePosition",
    "ChooseSupply",
    "Decision",
    "IllegalAnswer",
    "NameCard",
    "OrderCards",
    "RandomAgent",
    "YesNo",
]


T = TypeVar("T")

Answer = str | int | bool | list[str] | None
"""A raw answer as a scenario writes it: a name, a number, yes/no, a list of names."""


class IllegalAnswer(Exception):
    """An answer that the decision does not allow."""


def _names(cards: list[CardInstance]) -> list[str]:
    seen: dict[str, None] = {}
    for c in cards:
        seen.setdefault(c.name, None)
    return list(seen)


class Asked(Protocol):
    """A decision seen without its answer type: who is asked, and the options."""

    @property
    def player(self) -> Player: ...

    def chooser(self) -> Player: ...

    def labels(self) -> list[str | int]: ...

    def describe(self) -> str: ...


class Decision(Generic[T]):
    """Something a player must decide; ``T`` is the type of its answer's value.

    Subclasses say what the answers are and how a raw answer reads as a value.
    """

    player: Player
    prompt: str
    decider: Player | None
    """Who makes the decision for ``player``, when another player does (Possession)."""

    answers: ClassVar[str] = ""
    """How a scenario answers this kind of decision, in words (for the engine page)."""

    def __init__(self, player: Player, prompt: str, *, decider: Player | None = None) -> None:
        self.player = player
        self.prompt = prompt
        self.decider = decider

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"

    def chooser(self) -> Player:
        """The player who makes the decision: ``player``, unless another decides for them."""
        return self.decider or self.player

    def labels(self) -> list[str | int]:
        """The distinct answers, as a scenario writes them."""
        raise NotImplementedError

    def is_real(self) -> bool:
        """True when there is more than one legal answer."""
        return len(self.labels()) > 1

    def forced(self) -> T:
        """The value taken without asking, when the decision is not real."""
        return self.parse(self.labels()[0])

    def parse(self, answer: Answer) -> T:
        """The value of a raw answer; :class:`IllegalAnswer` if it is not allowed."""
        raise NotImplementedError

    def random(self, rng: random.Random) -> T:
        """A random legal value."""
        return self.parse(rng.choice(self.labels()))

    def answer_words(self, value: T) -> str:
        """The chosen value in words, for the narration."""
        return answer_text(value)

    def describe(self) -> str:
        """The decision in words, with its options."""
        options = ", ".join(str(o) for o in self.labels())
        who = self.player.name
        if self.decider is not None:
            who = f"{self.decider.name}, deciding for {who},"
        return f"{who} to {self.prompt} (options: {options})"


class ChooseCards(Decision[list[CardInstance]]):
    """Choose between ``minimum`` and ``maximum`` of the given cards, by name."""

    answers: ClassVar[str] = (
        "a card's name, or a list of names for several; `none` (or `[]`) for no card "
        "when none may be chosen"
    )

    cards: list[CardInstance]
    minimum: int
    maximum: int

    def __init__(
        self,
        player: Player,
        prompt: str,
        cards: list[CardInstance] | None = None,
        minimum: int = 1,
        maximum: int = 1,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.cards = [] if cards is None else cards
        self.minimum = minimum
        self.maximum = maximum

    def labels(self) -> list[str | int]:
        return list(_names(self.cards))

    def is_real(self) -> bool:
        low = min(self.minimum, len(self.cards))
        high = min(self.maximum, len(self.cards))
        if high == 0:
            return False
        if low < high:
            return True
        return len(_names(self.cards)) > 1 and low < len(self.cards)

    def forced(self) -> list[CardInstance]:
        return self.cards[: min(self.minimum, len(self.cards))]

    def parse(self, answer: Answer) -> list[CardInstance]:
        if answer in ("none", None):
            answer = []
        if isinstance(answer, str):
            answer = [answer]
        if not isinstance(answer, list) or not all(isinstance(a, str) for a in answer):
            raise IllegalAnswer(f"{answer!r} is not a card name or a list of card names")
        low = min(self.minimum, len(self.cards))
        if not low <= len(answer) <= self.maximum:
            if self.minimum == self.maximum:
                need = f"exactly {self.minimum}"
            elif low == 0:
                need = f"up to {self.maximum}"
            else:
                need = f"{low} to {self.maximum}"
            raise IllegalAnswer(f"choose {need} card(s), not {len(answer)}")
        pool = list(self.cards)
        chosen: list[CardInstance] = []
        for name in answer:
            match = next((c for c in pool if c.name == name), None)
            if match is None:
                raise IllegalAnswer(f'"{name}" is not among the options')
            pool.remove(match)
            chosen.append(match)
        return chosen

    def random(self, rng: random.Random) -> list[CardInstance]:
        low = min(self.minimum, len(self.cards))
        high = min(self.maximum, len(self.cards))
        return rng.sample(self.cards, rng.randint(low, high))


class ChooseSupply(Decision[str | None]):
    """Choose a pile in the Supply (by the name of its top card); maybe none."""

    answers: ClassVar[str] = (
        "the name of the card on top of a Supply pile; `none` when choosing is optional"
    )

    options: list[str]
    optional: bool

    def __init__(
        self,
        player: Player,
        prompt: str,
        options: list[str] | None = None,
        optional: bool = False,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.options = [] if options is None else options
        self.optional = optional

    def labels(self) -> list[str | int]:
        return list(dict.fromkeys(self.options))

    def is_real(self) -> bool:
        return len(self.labels()) > 1 or (self.optional and bool(self.options))

    def forced(self) -> str | None:
        return self.options[0] if self.options and not self.optional else None

    def parse(self, answer: Answer) -> str | None:
        if answer in ("none", None, []) and self.optional:
            return None
        if isinstance(answer, str) and answer in self.options:
            return answer
        raise IllegalAnswer(f"{answer!r} is not among the options")

    def random(self, rng: random.Random) -> str | None:
        pool: list[str | None] = list(self.options)
        if self.optional:
            pool.append(None)
        return rng.choice(pool) if pool else None


class YesNo(Decision[bool]):
    """A may-do-this that is not a choice of cards."""

    answers: ClassVar[str] = "`yes` or `no`"

    def labels(self) -> list[str | int]:
        return ["yes", "no"]

    def parse(self, answer: Answer) -> bool:
        if answer in ("yes", True):
            return True
        if answer in ("no", False, "none"):
            return False
        raise IllegalAnswer(f"{answer!r} is not yes or no")


class ChooseMode(Decision[str]):
    """Choose a mode, answered with its name in lower case (Governor: ``draw``)."""

    answers: ClassVar[str] = "the mode's word, in lower case (each card's words are below)"

    modes: list[str]
    aliases: dict[str, str]
    """Other words accepted for a mode (``topdeck`` for ``deck``)."""

    def __init__(
        self,
        player: Player,
        prompt: str,
        modes: list[str] | None = None,
        aliases: dict[str, str] | None = None,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.modes = [] if modes is None else modes
        self.aliases = {} if aliases is None else aliases

    def labels(self) -> list[str | int]:
        return list(self.modes)

    def parse(self, answer: Answer) -> str:
        if isinstance(answer, str):
            word = self.aliases.get(answer.lower(), answer.lower())
            if word in self.modes:
                return word
        raise IllegalAnswer(f"{answer!r} is not one of the modes")


class ChooseModes(Decision[list[str]]):
    """Choose ``count`` different modes, answered with a list of their names (Scrap); with
    a ``minimum`` below ``count``, any number of them from ``minimum`` to ``count`` (one
    more option than the card says, which Elder allows but does not require)."""

    answers: ClassVar[str] = (
        "a list of different mode words, as many as the card says (with Elder, one more may "
        "be added; a single word is a list of one)"
    )

    modes: list[str]
    count: int
    minimum: int | None
    """The fewest modes that may be chosen (None: exactly ``count``)."""

    def __init__(
        self,
        player: Player,
        prompt: str,
        modes: list[str] | None = None,
        count: int = 1,
        minimum: int | None = None,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.modes = [] if modes is None else modes
        self.count = count
        self.minimum = minimum

    def _bounds(self) -> tuple[int, int]:
        high = min(self.count, len(self.modes))
        low = high if self.minimum is None else min(self.minimum, high)
        return low, high

    def labels(self) -> list[str | int]:
        return list(self.modes)

    def is_real(self) -> bool:
        low, high = self._bounds()
        return high > 0 and (low < high or high < len(self.modes))

    def forced(self) -> list[str]:
        return self.modes[: self._bounds()[0]]

    def parse(self, answer: Answer) -> list[str]:
        if isinstance(answer, str):
            answer = [answer]
        low, high = self._bounds()
        if not isinstance(answer, list) or not low <= len(answer) <= high:
            many = f"exactly {high}" if low == high else f"{low} to {high}"
            raise IllegalAnswer(f"choose {many} different option(s)")
        chosen = [str(a).lower() for a in answer]
        if len(set(chosen)) != len(chosen) or not set(chosen) <= set(self.modes):
            raise IllegalAnswer(
                f"choose {len(chosen)} different option(s) from {', '.join(self.modes)}"
            )
        return chosen

    def random(self, rng: random.Random) -> list[str]:
        low, high = self._bounds()
        return rng.sample(self.modes, low if low == high else rng.randint(low, high))


class ChooseOption(Decision[int]):
    """Choose one of several labelled things, such as which start-of-turn effect is next.

    The value is the chosen option's index.
    """

    answers: ClassVar[str] = (
        "the option as the engine names it: a player's name (Jester), a card's name "
        "(Tournament), a start-of-turn effect's card name, or where to play a Shadow card "
        "from (`hand`, or `deck 3` for the third card from the top of the deck)"
    )

    options: list[str]

    def __init__(
        self,
        player: Player,
        prompt: str,
        options: list[str] | None = None,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.options = [] if options is None else options

    def labels(self) -> list[str | int]:
        return list(dict.fromkeys(self.options))

    def parse(self, answer: Answer) -> int:
        if isinstance(answer, str) and answer in self.options:
            return self.options.index(answer)
        raise IllegalAnswer(f"{answer!r} is not among the options")

    def answer_words(self, value: int) -> str:
        return str(self.options[value])


class ChooseEffect(ChooseOption):
    """Choose which of several effects that happen at the same time resolves next (two
    when-gain abilities for one gain; two when-trashed abilities); the value is the
    index of the first effect with the chosen label. Asked only when the waiting
    effects differ."""

    answers: ClassVar[str] = (
        "the effect as the engine names it: the card (or rule) whose ability it is, such as "
        "`Watchtower` or `Exile`"
    )


class OrderCards(Decision[list[CardInstance]]):
    """Put cards in an order, answered top (or first) card first."""

    answers: ClassVar[str] = "a list of every card's name, the top (or first) card first"

    cards: list[CardInstance]

    def __init__(
        self,
        player: Player,
        prompt: str,
        cards: list[CardInstance] | None = None,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.cards = [] if cards is None else cards

    def labels(self) -> list[str | int]:
        return list(_names(self.cards))

    def forced(self) -> list[CardInstance]:
        return list(self.cards)

    def parse(self, answer: Answer) -> list[CardInstance]:
        if not isinstance(answer, list) or Counter(answer) != Counter(c.name for c in self.cards):
            raise IllegalAnswer("give every card once, in order, first card first")
        pool = list(self.cards)
        out = []
        for name in answer:
            match = next(c for c in pool if c.name == name)
            pool.remove(match)
            out.append(match)
        return out

    def random(self, rng: random.Random) -> list[CardInstance]:
        out = list(self.cards)
        rng.shuffle(out)
        return out


class NameCard(Decision[str]):
    """Name a card: any card's name, in the Supply or not (War Chest's player on the
    left). ``names`` are every card name the game knows."""

    names: list[str]

    def __init__(
        self,
        player: Player,
        prompt: str,
        names: list[str] | None = None,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.names = [] if names is None else names

    def labels(self) -> list[str | int]:
        return list(self.names)

    def parse(self, answer: Answer) -> str:
        if isinstance(answer, str) and answer in self.names:
            return answer
        raise IllegalAnswer(f"{answer!r} is not the name of a card")

    def describe(self) -> str:
        return f"{self.player.name} to {self.prompt} (options: any card's name)"


class ChoosePosition(Decision[int]):
    """Choose a position: how many cards go above the placed card (0 is the top)."""

    answers: ClassVar[str] = "a number: how many cards go above the placed card (0 is the top)"

    maximum: int

    def __init__(
        self, player: Player, prompt: str, maximum: int = 0, *, decider: Player | None = None
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.maximum = maximum

    def labels(self) -> list[str | int]:
        return list(range(self.maximum + 1))

    def parse(self, answer: Answer) -> int:
        if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer <= self.maximum:
            return answer
        raise IllegalAnswer(f"{answer!r} is not a position from 0 to {self.maximum}")


class ChooseAmount(Decision[int]):
    """Choose a whole number from ``minimum`` to ``maximum``: how many coins to overpay,
    how many Coffers to spend; with ``passing``, or pass (the value 0): a bid that must
    beat the last (Mountain Pass)."""

    answers: ClassVar[str] = (
        "a whole number from the least to the most allowed (0 to overpay nothing); `pass` "
        "(also `no`) for a bid one may pass"
    )

    minimum: int
    maximum: int
    passing: bool

    def __init__(
        self,
        player: Player,
        prompt: str,
        minimum: int = 0,
        maximum: int = 0,
        passing: bool = False,
        *,
        decider: Player | None = None,
    ) -> None:
        super().__init__(player, prompt, decider=decider)
        self.minimum = minimum
        self.maximum = maximum
        self.passing = passing

    def labels(self) -> list[str | int]:
        numbers: list[str | int] = list(range(self.minimum, self.maximum + 1))
        return ["pass", *numbers] if self.passing else numbers

    def parse(self, answer: Answer) -> int:
        if self.passing and answer in ("pass", "no", False, "none"):
            return 0
        if (
            isinstance(answer, int)
            and not isinstance(answer, bool)
            and self.minimum <= answer <= self.maximum
        ):
            return answer
        also = "pass or " if self.passing else ""
        raise IllegalAnswer(
            f"{answer!r} is not {also}a number from {self.minimum} to {self.maximum}"
        )

    def answer_words(self, value: int) -> str:
        return "pass" if self.passing and value == 0 else str(value)


class Agent(Protocol):
    """Answers decisions for every player."""

    def decide(self, decision: Decision[T]) -> T:
        """The value of the answer (already parsed by ``decision``)."""
        ...


class RandomAgent:
    """Picks a random legal answer to every decision."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, decision: Decision[T]) -> T:
        """A random legal value."""
        return decision.random(self.rng)


DECISION_KINDS: tuple[type[Decision[Any]], ...] = (
    YesNo,
    ChooseCards,
    ChooseSupply,
    ChooseMode,
    ChooseModes,
    ChooseOption,
    ChooseEffect,
    OrderCards,
    ChoosePosition,
    ChooseAmount,
)
"""Every kind of decision the engine asks."""
