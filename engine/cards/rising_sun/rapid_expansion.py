"""Rapid Expansion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.rising_sun._prophecy import ProphecyRules
from engine.game.state import StartOfTurnEffect
from engine.state_keys import Compare, ScenarioError, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone

AREA = "Rapid Expansion"
"""The set-aside area of the cards waiting to be played at the start of the next turn."""


class RapidExpansion(ProphecyRules):
    """A Prophecy; once active: when a player gains an Action or Treasure, they set it
    aside (if it is still where it was gained to) and play it at the start of their
    next turn."""

    moves_gained_card = True

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not (gained.is_a("Action") or gained.is_a("Treasure")):
            return
        where = game.gained_where(gained)
        if where is None or where.owner is not player:
            return
        game.note(player, lambda: f"Rapid Expansion: {player.name} sets {gained.name} aside.")
        if game.set_aside(player, gained, where, AREA):
            _play_next_turn(player, player.set_aside_zone(AREA), gained)


def _play_next_turn(player: Player, area: Zone, card: CardInstance) -> None:
    def play_it(g: Game, p: Player) -> None:
        if g.move(card, area, p.in_play, verb="puts"):
            g.play(p, card, from_hand=False)

    player.start_of_turn.append(StartOfTurnEffect(f"{AREA}: {card.name}", None, play_it))


def _apply(game: Game, player: Player, names: list[str]) -> None:
    area = player.set_aside_zone(AREA)
    for name in names:
        if not {"Action", "Treasure"} & game.catalog[name].types:
            raise ScenarioError(f"rapid_expansion: {name} is neither an Action nor a Treasure")
        _play_next_turn(player, area, game.new_card(name, area))


def _read(game: Game, player: Player) -> list[str]:
    zone = player.set_aside.get(AREA)
    return zone.names() if zone is not None else []


player_key("rapid_expansion", _apply, _read, Compare.MULTISET)
