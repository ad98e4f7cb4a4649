"""Pursue."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import name_any_card, topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pursue(CardRules):
    """An Event: +1 Buy; name a card, reveal the top 4 cards of your deck, put the
    matches back (in any order) and discard the rest."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        named = name_any_card(game, player, "name a card for Pursue")
        shown = game.reveal_from_deck(player, 4)
        for c in shown:
            if c.name != named and c.zone is player.revealed:
                game.discard(player, c, player.revealed)
        matches = [c for c in shown if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, matches, player.revealed)
