"""Gold Mine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GoldMine(CardRules):
    """+1 Card, +1 Action, +1 Buy; you may gain a Gold and take 4 Debt (both or neither)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, buys=1)
        if game.may(player, "gain a Gold and take 4 Debt"):
            game.gain_named(player, "Gold")
            game.plus(player, debt=4)
