"""Prophecies and Sun tokens (Rising Sun), shared by every Omen and Prophecy.

A game with an Omen has one Prophecy (a landscape, in ``game.landscapes``). Its set-up
puts Sun tokens on it by the number of players; each +1 Sun (an Omen's first
instruction) removes one, and removing the last makes the Prophecy active for the
rest of the game: from then on every player has it, as if each held it
(``game.held_by_all``), so its rules are the ``held_*`` and start-of-turn hooks of
:mod:`engine.card`. Once every token is gone, +1 Sun does nothing.

The state is two scenario keys: ``sun_tokens`` (the tokens left on the game's Prophecy;
0 makes it active) and ``prophecy_active`` (read only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

__all__ = ["SUN_TOKENS_BY_PLAYERS", "ProphecyRules", "active", "plus_sun", "prophecy"]

SUN_TOKENS_BY_PLAYERS = {2: 5, 3: 8, 4: 10, 5: 12, 6: 13}
"""The Sun tokens a Prophecy starts with, by the number of players."""

SUN: Note[int] = Note("Sun tokens", int, 0)
"""The Sun tokens on the game's Prophecy."""


def prophecy(game: Game) -> str | None:
    """The game's Prophecy, or None in a game without one."""
    for name in game.landscapes:
        if "Prophecy" in game.catalog[name].types:
            return name
    return None


def active(game: Game, name: str) -> bool:
    """Whether the Prophecy ``name`` is active (its last Sun token has been removed)."""
    return name in game.held_by_all


def plus_sun(game: Game, player: Player, count: int = 1) -> None:
    """+1 Sun (``count`` times): remove a Sun token from the Prophecy; removing the last
    makes it active right then. Nothing once the tokens are gone, or with no Prophecy."""
    name = prophecy(game)
    for _ in range(count):
        if name is None or active(game, name):
            game.note(player, lambda: f"{player.name}'s +1 Sun does nothing: no Sun token is left.")
            return
        _remove_a_token(game, player, name)


def _remove_a_token(game: Game, player: Player, name: str) -> None:
    left = game.remembered.get(SUN) - 1
    game.remembered.set(SUN, left)
    game.note(player, lambda: f"{player.name} removes a Sun token from {name}; {left} left.")
    if left == 0:
        _activate(game, player, name)


def _activate(game: Game, player: Player, name: str) -> None:
    _make_active(game, name)
    game.note(
        player, lambda: f"The last Sun token is gone: {name} is active for the rest of the game."
    )
    rules = game.rules.get(name)
    if isinstance(rules, ProphecyRules):
        rules.when_fulfilled(game, player)


def _make_active(game: Game, name: str) -> None:
    """Make the Prophecy ``name`` active: every player has it from now on."""
    game.held_by_all.append(name)
    game.costs_changed()  # what cards cost may change now (Flourishing Trade)
    rules = game.rules.get(name)
    if isinstance(rules, ProphecyRules):
        rules.on_becoming_active(game)


class ProphecyRules(CardRules):
    """A Prophecy: its set-up puts the Sun tokens on it. Its effects, once active, are
    the hooks of something every player holds, which the game calls only then."""

    def at_setup(self, game: Game) -> None:
        game.remembered.set(SUN, SUN_TOKENS_BY_PLAYERS[len(game.players)])

    def on_becoming_active(self, game: Game) -> None:
        """What being active changes in the game's state from now on, however it became
        active (Enlightenment: Treasures are Actions too); nothing for most Prophecies."""

    def when_fulfilled(self, game: Game, player: Player) -> None:
        """What happens the moment the last Sun token is removed, by ``player`` (Kind
        Emperor, Divine Wind); nothing for most Prophecies."""


def _put_sun_tokens(game: Game, player: Player, count: int) -> None:
    name = prophecy(game)
    if name is None:
        raise ScenarioError("sun_tokens: there is no Prophecy in this game (setup events)")
    game.remembered.set(SUN, count)
    if count == 0 and not active(game, name):
        _make_active(game, name)
    elif count and active(game, name):
        game.held_by_all.remove(name)
        game.costs_changed()


def _sun_tokens(game: Game, player: Player) -> int:
    return game.remembered.get(SUN)


def _is_active(game: Game, player: Player) -> bool:
    name = prophecy(game)
    return name is not None and active(game, name)


game_key("sun_tokens", _put_sun_tokens, _sun_tokens)
game_key("prophecy_active", None, _is_active)
