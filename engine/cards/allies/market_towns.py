"""Market Towns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _is_action(card: CardInstance) -> bool:
    """An Action card (one Market Towns may play)."""
    return card.is_a("Action")


class MarketTowns(Ally):
    """An Ally: at the start of your Buy phase, you may spend a Favor to play an Action
    card from your hand (using no Action); repeat as you like."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        while game.playable_from_hand(player, _is_action):
            if not spend_favors(game, player, 1, "play an Action card from your hand"):
                return
            actions = game.playable_from_hand(player, _is_action)
            chosen = game.choose_card(player, "play an Action card", actions)
            if chosen is not None:
                game.play(player, game.where_to_play_from(player, chosen))
