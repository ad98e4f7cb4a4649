"""Seize the Day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import Compare, extra_turn_card, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SEIZED = Note("players who have bought Seize the Day", frozenset, frozenset[str]())
"""The names of the players who have bought Seize the Day this game."""


class SeizeTheDay(CardRules):
    """An Event, once per game: take an extra turn after this one (a normal turn)."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return player.name in game.remembered.get(SEIZED)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.remembered.set(SEIZED, game.remembered.get(SEIZED) | {player.name})
        game.take_extra_turn(player, label="Seize the Day")


def _apply(game: Game, player: Player, used: bool) -> None:
    names = game.remembered.get(SEIZED)
    game.remembered.set(SEIZED, names | {player.name} if used else names - {player.name})


def _read(game: Game, player: Player) -> bool:
    return player.name in game.remembered.get(SEIZED)


extra_turn_card("Seize the Day")
player_key("seize_the_day", _apply, _read, Compare.EXACT)
