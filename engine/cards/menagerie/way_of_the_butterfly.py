"""Way of the Butterfly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheButterfly(CardRules):
    """A Way: you may return the played card to its pile, to gain a card costing exactly
    1 coin more than it."""

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.in_play or game.home_pile(card.name) is None:
            return
        if not game.may(player, f"return {card.name} to its pile to gain a card costing 1 more"):
            return
        cost = game.cost(card)
        if game.return_to_pile(player, card, player.in_play):
            game.choose_and_gain(
                player,
                "gain a card costing exactly 1 coin more",
                lambda c: game.cost(c).exactly_more(cost, 1),
            )
