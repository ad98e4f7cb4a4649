"""Ghost Ship (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GhostShip(CardRules):
    """+2 Cards. Each other player with 4 or more cards in hand puts cards from their
    hand onto their deck until they have 3."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        for victim in game.attack_targets(player, card):
            extra = len(victim.hand) - 3
            if extra <= 0:
                continue
            chosen = game.choose_cards(
                victim, "put cards onto your deck until 3 are left", victim.hand.cards, extra, extra
            )
            topdeck_in_chosen_order(game, victim, chosen, victim.hand, "order them, top card first")
