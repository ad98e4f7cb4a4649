"""Specialist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Specialist(CardRules):
    """You may play an Action or Treasure from your hand. If you did, once it has
    resolved, choose one: play it again (wherever it is now); or gain a copy of it from
    the Supply."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action") or c.is_a("Treasure"))
        target = game.choose_card(
            player, "play an Action or Treasure from your hand", pool, optional=True
        )
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        for mode in choose_options(game, player, card, "choose one", ["again", "copy"]):
            if mode == "again":
                game.play(player, target, from_hand=False, by=card)
            else:
                game.gain_copy(player, target.name)
