"""Wedding."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Wedding(CardRules):
    """An Event: +1 VP (even with no Gold left) and gain a Gold."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, vp_tokens=1)
        game.gain_named(player, "Gold")
