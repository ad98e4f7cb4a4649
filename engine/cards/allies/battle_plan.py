"""Battle Plan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import rotate

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BattlePlan(CardRules):
    """+1 Card, +1 Action. You may reveal an Attack card from your hand for +1 Card. You
    may rotate any Supply pile."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        attacks = [c for c in player.hand.cards if c.is_a("Attack")]
        shown = game.choose_card(player, "reveal an Attack for +1 Card", attacks, optional=True)
        if shown is not None:
            game.reveal(player, shown)
            game.plus(player, cards=1)
        top = game.choose_from_supply(player, "rotate a Supply pile", lambda c: True, optional=True)
        if top is not None and top.zone is not None:
            rotate(game, player, top.zone.label)
