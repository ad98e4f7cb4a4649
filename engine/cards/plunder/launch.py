"""Launch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Launch(CardRules):
    """An Event, once per turn: return to your Action phase; +1 Card, +1 Action and
    +1 Buy."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Launch" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if player is game.current and game.phase == "buy":
            game.return_to_action_phase()
        game.plus(player, cards=1, actions=1, buys=1)
