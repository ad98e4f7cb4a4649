"""Tokens the players share, sitting on a Supply pile or on a landscape (Empires):
VP tokens (Aqueduct, Defiled Shrine and the Landmarks that hold them, the Gathering
cards' piles), Debt tokens (Tax) and Favor tokens (Family of Inventors).

A place is a Supply pile, named by its pile (or by any card of it), or a landscape in
the game, named by itself. The counts are kept for the game and are the scenario keys
``vp_tokens_on``, ``debt_tokens_on`` and ``favor_tokens_on`` (``{PLACE: COUNT}``; a set-up writes the places
it changes, an expectation checks the places it names). :class:`PoolLandmark` is a
Landmark that starts with VP tokens for each player and hands them out.

>>> Token.VP.counter, Token.DEBT.counter
('vp_tokens', 'debt')
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

__all__ = [
    "PoolLandmark",
    "Token",
    "move",
    "place_of",
    "put",
    "remove_from",
    "take",
    "tokens_on",
]


class Token(StrEnum):
    """A kind of shared token; the value is how narration names it."""

    VP = "VP"
    DEBT = "Debt"
    FAVOR = "Favor"

    @property
    def counter(self) -> str:
        """The player's counter a token taken goes to."""
        return _COUNTERS[self]


_COUNTERS = {Token.VP: "vp_tokens", Token.DEBT: "debt", Token.FAVOR: "favors"}

_ON: dict[Token, Note[dict[str, int]]] = {
    Token.VP: Note("VP tokens on piles and landscapes", dict, {}),
    Token.DEBT: Note("Debt tokens on piles", dict, {}),
    Token.FAVOR: Note("Favor tokens on piles", dict, {}),
}

_KEYS = {Token.VP: "vp_tokens_on", Token.DEBT: "debt_tokens_on", Token.FAVOR: "favor_tokens_on"}


def place_of(game: Game, name: str) -> str:
    """The place ``name`` stands for: a landscape itself, else its card's pile."""
    facts = game.catalog.by_name.get(name)
    return name if facts is None or facts.landscape else game.catalog.pile_of(name)


def tokens_on(game: Game, where: str, kind: Token = Token.VP) -> int:
    """How many ``kind`` tokens are on ``where`` (a pile, a card of it, a landscape)."""
    return game.remembered.get(_ON[kind]).get(place_of(game, where), 0)


def put(game: Game, where: str, count: int, kind: Token = Token.VP) -> None:
    """Add ``count`` ``kind`` tokens to ``where`` (from the supply of tokens, which has
    no limit); a negative count removes that many, never below none."""
    note = _ON[kind]
    place = place_of(game, where)
    now: dict[str, int] = game.remembered.get(note)
    counts = dict(now)
    counts[place] = max(0, counts.get(place, 0) + count)
    game.remembered.set(note, counts)


def take(
    game: Game, player: Player, where: str, count: int | None = None, kind: Token = Token.VP
) -> int:
    """``player`` takes ``count`` ``kind`` tokens from ``where`` (all of them when None,
    as many as there are when fewer); returns how many they took."""
    have = tokens_on(game, where, kind)
    taken = have if count is None else min(count, have)
    if taken:
        put(game, where, -taken, kind)
        game.plus(player, **{kind.counter: taken})
        game.note(
            player,
            lambda: f"{player.name} takes {taken} {kind} from {place_of(game, where)}.",
        )
    return taken


def move(game: Game, source: str, dest: str, count: int = 1, kind: Token = Token.VP) -> int:
    """Move ``count`` ``kind`` tokens (as many as there are, when fewer) from ``source``
    to ``dest``; returns how many moved."""
    moved = min(count, tokens_on(game, source, kind))
    if moved:
        put(game, source, -moved, kind)
        put(game, dest, moved, kind)
        game.note(
            None,
            lambda: (
                f"{moved} {kind} {'token moves' if moved == 1 else 'tokens move'} from "
                f"{place_of(game, source)} to {place_of(game, dest)}."
            ),
        )
    return moved


def remove_from(game: Game, piles: list[str]) -> None:
    """Take every token off the piles ``piles``, for good (they left the game: Divine
    Wind)."""
    for note in _ON.values():
        counts: dict[str, int] = game.remembered.get(note)
        if any(p in counts for p in piles):
            game.remembered.set(note, {k: v for k, v in counts.items() if k not in piles})
    game.costs_changed()  # (Favor tokens lower costs)


class PoolLandmark(CardRules):
    """A Landmark that starts with ``per_player`` VP tokens on it for each player and
    gives them out ``payout`` at a time (Arena, Basilica, Baths, ...): its rules call
    :meth:`pay` when its condition is met."""

    name: ClassVar[str] = ""
    """The Landmark's name (where its tokens are)."""
    per_player: ClassVar[int] = 6
    payout: ClassVar[int] = 2

    def at_setup(self, game: Game) -> None:
        put(game, self.name, self.per_player * len(game.players))

    def pay(self, game: Game, player: Player) -> int:
        """``player`` takes the Landmark's payout (what is left, when less)."""
        return take(game, player, self.name, self.payout)


class _Counts(dict[str, int]):
    """The counts of one kind of token, read for the places asked about (0 for none)."""

    def __init__(self, game: Game, kind: Token) -> None:
        super().__init__()
        self.game = game
        self.kind = kind

    def __missing__(self, name: str) -> int:
        return tokens_on(self.game, name, self.kind)


def _key(kind: Token) -> None:
    name = _KEYS[kind]

    def apply(game: Game, player: Player, counts: dict[str, int]) -> None:
        for where, count in counts.items():
            place = place_of(game, where)
            if place not in game.supply and place not in game.landscapes:
                raise ScenarioError(
                    f"{name}: {where} is not a Supply pile or a landscape in this game"
                )
            put(game, place, count - tokens_on(game, place, kind), kind)
        game.costs_changed()  # (Favor tokens lower costs)

    game_key(name, apply, lambda g, p: _Counts(g, kind), Compare.ENTRIES)


_key(Token.VP)
_key(Token.DEBT)
_key(Token.FAVOR)
