"""Raid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Raid(CardRules):
    """An Event: gain a Silver for each Silver you have in play; each other player puts
    their -1 Card token on their deck. It is not an Attack: no Reaction answers it."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        for _ in range(sum(c.name == "Silver" for c in player.in_play.cards)):
            game.gain_named(player, "Silver")
        for other in game.others(player):
            game.put_minus_card_token(other)
