"""Explorer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Explorer(CardRules):
    """You may reveal a Province from your hand to gain a Gold to your hand; if you
    do not, gain a Silver to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        province = player.hand.named("Province")
        if province is not None and game.may(player, "reveal a Province"):
            game.reveal(player, province)
            game.gain_named(player, "Gold", to=ZoneKind.HAND)
        else:
            game.gain_named(player, "Silver", to=ZoneKind.HAND)
