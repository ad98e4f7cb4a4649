"""Coppersmith."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Coppersmith(CardRules):
    """(First edition.) Copper produces an extra 1 coin this turn, for each time this
    was played."""

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        if played.name == "Copper":
            with game.apart_from_plays():  # a triggered ability, not the play's own
                game.plus(player, coins=player.plays_this_turn.count("Coppersmith"))
