"""Mountain Shrine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.cards.rising_sun._prophecy import plus_sun

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MountainShrine(CardRules):
    """An Omen: +1 Sun, +2 coins. You may trash a card from your hand; then, if any Action
    card is in the trash (whoever trashed it, this one too), +2 Cards."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        game.plus(player, coins=2)
        trash_from_hand(game, player, "trash a card", optional=True)
        if any(c.is_a("Action") for c in game.trash.cards):
            game.plus(player, cards=2)
