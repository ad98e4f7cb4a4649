"""Capital."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Capital(CardRules):
    """A Treasure: 6 coins, +1 Buy. When you discard it from play, take 6 Debt, and then
    you may pay off Debt with your coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=6, buys=1)

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, debt=6)
        taker = game.debt_taker(player)
        paid = min(taker.coins, taker.debt)
        if not paid:
            return
        # coins left in Clean-up would be lost: paying is then the only sensible choice
        if game.phase is Phase.CLEANUP or game.may(taker, f"pay off {paid} Debt with coins"):
            game.plus(taker, coins=-paid, debt=-paid)
            game.note(taker, lambda: f"{taker.name} pays off {paid} Debt.")
