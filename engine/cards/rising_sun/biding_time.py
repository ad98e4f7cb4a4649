"""Biding Time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.game.state import StartOfTurnEffect
from engine.state_keys import Compare, player_key
from engine.values import EventType

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

AREA = "Biding Time"
"""The set-aside area of the hand set aside face down until the player's next turn."""


class BidingTime(ProphecyRules):
    """A Prophecy; once active: at the start of a player's Clean-up they set their hand
    aside face down, and at the start of their next turn put those cards into their
    hand."""

    def held_at_start_of_cleanup(self, game: Game, player: Player) -> None:
        cards = list(player.hand.cards)
        if not cards:
            return
        area = player.set_aside_zone(AREA)
        game.note(player, lambda: f"Biding Time: {player.name} sets their hand aside face down.")
        game.move_each(cards, player.hand, area, event=EventType.SET_ASIDE, player=player)
        _back_next_turn(player)


def _back_next_turn(player: Player) -> None:
    if any(e.label == AREA for e in player.start_of_turn):
        return

    def back(g: Game, p: Player) -> None:
        zone = p.set_aside.get(AREA)
        if zone is not None and zone.cards:
            g.move_each(list(zone.cards), zone, p.hand, player=p, verb="puts")

    player.start_of_turn.append(StartOfTurnEffect(AREA, None, back))


def _apply(game: Game, player: Player, names: list[str]) -> None:
    game.new_cards(names, player.set_aside_zone(AREA))
    if names:
        _back_next_turn(player)


def _read(game: Game, player: Player) -> list[str]:
    zone = player.set_aside.get(AREA)
    return zone.names() if zone is not None else []


player_key("biding_time", _apply, _read, Compare.MULTISET)
