"""Acolyte."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Acolyte(CardRules):
    """You may trash an Action or Victory card from your hand to gain a Gold. You may
    trash this to gain an Augur (the Augurs pile's top card, whichever it is)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game,
            player,
            "trash an Action or Victory card to gain a Gold",
            lambda c: c.is_a("Action") or c.is_a("Victory"),
            optional=True,
        )
        if trashed is not None:
            game.gain_named(player, "Gold")
        if card.zone is not player.in_play or not game.may(
            player, "trash Acolyte to gain an Augur"
        ):
            return
        if game.trash_card(player, card, player.in_play):
            augurs = game.supply.get("Augurs")
            if augurs is not None and augurs.cards:
                game.gain(player, augurs.cards[0], augurs)
