"""Wandering Minstrel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WanderingMinstrel(CardRules):
    """+1 Card, +2 Actions. Reveal your top 3 cards; put the Actions back in any order
    and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        shown = game.reveal_from_deck(player, 3)
        game.discard_each(player, [c for c in shown if not c.is_a("Action")], player.revealed)
        actions = [c for c in shown if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, actions, player.revealed, "put the Actions back")
