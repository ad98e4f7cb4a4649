"""Foresight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until
from engine.state_keys import Compare, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

AREA = "Foresight"
"""The set-aside area of the cards Foresight keeps for the end of the turn."""


class Foresight(CardRules):
    """An Event: reveal cards from your deck until you reveal an Action; set it aside,
    discard the rest, and put it into your hand at the end of the turn (after drawing
    your next hand)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        found, shown = reveal_until(game, player, lambda c: c.is_a("Action"))
        for action in found:
            game.set_aside(player, action, player.revealed, AREA)
        discard_revealed(game, player, [c for c in shown if c not in found])
        _lasting(player)

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        zone = player.set_aside.get(AREA)
        if zone is not None and zone.cards:
            game.move_each(list(zone.cards), zone, player.hand, player=player, verb="puts")


def _lasting(player: Player) -> None:
    if AREA not in player.lasting_this_turn:
        player.lasting_this_turn.append(AREA)


def _apply(game: Game, player: Player, names: list[str]) -> None:
    game.new_cards(names, player.set_aside_zone(AREA))
    game.hooks.include(AREA)
    _lasting(player)


def _read(game: Game, player: Player) -> list[str]:
    zone = player.set_aside.get(AREA)
    return zone.names() if zone is not None else []


player_key("foresight", _apply, _read, Compare.MULTISET)
