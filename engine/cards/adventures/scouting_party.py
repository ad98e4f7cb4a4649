"""Scouting Party."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ScoutingParty(CardRules):
    """An Event: +1 Buy; look at your top 5 cards, discard 3 of them and put the rest back
    in any order."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        seen = game.look_at_top(player, 5)
        count = min(3, len(seen))
        chosen = game.choose_cards(player, "discard 3 of them", seen, count, count)
        game.discard_each(player, list(chosen), player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        topdeck_in_chosen_order(
            game, player, rest, player.revealed, "put the rest back, top card first"
        )
