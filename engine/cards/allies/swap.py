"""Swap."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Swap(CardRules):
    """+1 Card, +1 Action; you may return an Action card from your hand to its pile, to
    gain a different Action card costing up to 5 coins to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        back = game.choose_card(player, "return an Action card to its pile", actions, optional=True)
        if back is None:
            return
        if not game.return_to_pile(player, back, player.hand):
            return
        game.choose_and_gain(
            player,
            "gain a different Action card costing up to 5 coins to your hand",
            lambda c: c.is_a("Action") and c.name != back.name and game.cost(c).at_most(up_to(5)),
            ZoneKind.HAND,
        )
