"""Hovel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hovel(CardRules):
    """A Shelter and Reaction: when you buy a Victory card, you may trash this from your
    hand (for nothing more)."""

    def in_hand_when_owner_buys(
        self, game: Game, player: Player, reactor: CardInstance, bought: CardInstance
    ) -> None:
        if bought.is_a("Victory") and game.may(
            player, f"trash Hovel from your hand for buying {bought.name}"
        ):
            game.trash_card(player, reactor, player.hand)
