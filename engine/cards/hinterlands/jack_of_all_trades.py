"""Jack of All Trades."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import draw_until_hand_holds, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class JackOfAllTrades(CardRules):
    """Gain a Silver; look at the top card of your deck, discard it or put it back; draw
    until you have 5 cards in hand; you may trash a non-Treasure card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Silver")
        for top in game.look_at_top(player, 1):
            if game.may(player, f"discard the {top.name} from the top of your deck"):
                game.discard(player, top, player.revealed)
            else:
                game.topdeck(player, top, player.revealed)
        draw_until_hand_holds(game, player, 5)
        trash_from_hand(
            game, player, "trash a non-Treasure card", lambda c: not c.is_a("Treasure"), True
        )
