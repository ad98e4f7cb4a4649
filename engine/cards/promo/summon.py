"""Summon."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import Compare, ScenarioError, player_key
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Summon(CardRules):
    """An Event: gain an Action card costing up to 4 coins; if it is still where it was
    gained to, set it aside and play it at the start of your next turn."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        choice = game.choose_from_supply(
            player,
            "gain an Action card costing up to 4 coins",
            lambda c: c.is_a("Action") and game.cost(c).at_most(up_to(4)),
        )
        if choice is None or choice.zone is None:
            return
        expected = game.gain_destination(player, choice)
        gained = game.gain(player, choice, choice.zone)
        if gained is None:
            return
        label = f"Summon:{gained.uid}"
        if not game.set_aside(player, gained, expected, label):
            return
        _play_next_turn(game, player, player.set_aside_zone(label), gained)


def _play_next_turn(game: Game, player: Player, area: Zone, gained: CardInstance) -> None:
    """At the start of ``player``'s next turn ``gained`` is played from ``area``."""

    def play_it(g: Game, p: Player) -> None:
        if g.move(gained, area, p.in_play, verb="puts"):
            g.play(p, gained, from_hand=False)

    game.next_turn_effect(player, gained, play_it, label="Summon", keep=False)


def _apply_summoned(game: Game, player: Player, names: list[str]) -> None:
    """Cards Summon set aside, each played at the start of the player's next turn."""
    area = player.set_aside_zone("Summon")
    for name in names:
        if "Action" not in game.catalog[name].types:
            raise ScenarioError(f"summoned: {name} is not an Action card: Summon gains those")
        _play_next_turn(game, player, area, game.new_card(name, area))


def _read_summoned(game: Game, player: Player) -> list[str]:
    return [
        name
        for zone in player.set_aside.values()
        if zone.label == "Summon" or zone.label.startswith("Summon:")
        for name in zone.names()
    ]


player_key("summoned", _apply_summoned, _read_summoned, Compare.MULTISET)
