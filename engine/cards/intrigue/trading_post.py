"""Trading Post."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TradingPost(CardRules):
    """Trash two cards from your hand; if you trashed two, gain a Silver to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(player, "trash 2 cards", player.hand.cards, 2, 2)
        trashed = [c for c in chosen if game.trash_card(player, c, player.hand)]
        if len(trashed) == 2:
            game.gain_named(player, "Silver", to=ZoneKind.HAND)
