"""Woodworkers' Guild."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class WoodworkersGuild(Ally):
    """An Ally: at the start of your Buy phase, you may spend a Favor to trash an Action
    card from your hand; if you did, gain an Action card."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        if not actions or not spend_favors(game, player, 1, "trash an Action card"):
            return
        chosen = game.choose_card(player, "trash an Action card", actions)
        if chosen is not None and game.trash_card(player, chosen, player.hand):
            game.choose_and_gain(player, "gain an Action card", lambda c: c.is_a("Action"))
