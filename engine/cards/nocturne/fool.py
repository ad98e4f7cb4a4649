"""Fool."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import (
    has_state,
    kept_zone,
    resolve_boon,
    return_state,
    take_state,
    turn_over_boon,
)

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fool(CardRules):
    """If you are not the player with Lost in the Woods, take it (from whoever has it),
    take 3 Boons, and receive them one at a time in the order you choose."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if has_state(player, "Lost in the Woods"):
            return
        for other in game.others(player):
            return_state(game, other, "Lost in the Woods")
        take_state(game, player, "Lost in the Woods")
        taken: list[CardInstance] = []
        waiting = kept_zone(game, player)
        for _ in range(3):
            boon = turn_over_boon(game, player)
            if boon is None or boon.zone is None:
                break
            if game.move(boon, boon.zone, waiting, player=player, verb="takes"):
                taken.append(boon)
        while taken:
            boon = game.choose_card(player, "receive one of the Boons you took", taken)
            if boon is None:
                break
            taken.remove(boon)
            resolve_boon(game, player, boon)
