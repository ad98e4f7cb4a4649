"""Procession."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Procession(CardRules):
    """You may play a non-Duration Action card from your hand twice. Trash it. Gain an
    Action card costing exactly 1 coin more than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = game.playable_from_hand(
            player, [c for c in player.hand.cards if c.is_a("Action") and not c.is_a("Duration")]
        )
        target = game.choose_card(player, "play an Action twice", pool, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        game.play(player, target, from_hand=False, by=card)
        if target.zone is player.in_play:
            game.trash_card(player, target, player.in_play)
        cost = game.cost(target)
        game.choose_and_gain(
            player,
            "gain an Action costing exactly 1 coin more",
            lambda c: c.is_a("Action") and game.cost(c).exactly_more(cost, 1),
        )
