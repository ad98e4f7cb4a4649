"""Sentinel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sentinel(CardRules):
    """Look at the top 5 cards of your deck. You may trash up to 2 of them; put the rest
    back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        seen = game.look_at_top(player, 5)
        trashed = game.choose_cards(player, "trash up to 2 of them", seen, 0, min(2, len(seen)))
        if trashed:
            game.trash_together(player, [(c, player.revealed) for c in trashed])
        rest = [c for c in seen if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, rest, player.revealed)
