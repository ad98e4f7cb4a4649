"""Rabble."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rabble(CardRules):
    """+3 Cards. Each other player reveals the top 3 cards of their deck, discards the
    Actions and Treasures, and puts the rest back in any order they choose."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 3)
            for c in shown:
                if c.is_a("Action") or c.is_a("Treasure"):
                    game.discard(victim, c, victim.revealed)
            rest = [c for c in shown if c.zone is victim.revealed]
            topdeck_in_chosen_order(
                game, victim, rest, victim.revealed, "put the rest back, top card first"
            )
