"""Envious."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.cards.fate import State, return_state

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Envious(State):
    """At the start of your Buy phase, return this; Silver and Gold make 1 coin this
    turn."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        if return_state(game, player, "Envious"):
            player.lasting_this_turn.append("Envious")

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.name in ("Silver", "Gold"):
            rules = game.rules_of(played)
            makes = rules.coins if isinstance(rules, Treasure) else 1
            game.plus(player, coins=1 - makes)
