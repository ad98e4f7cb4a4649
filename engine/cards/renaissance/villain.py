"""Villain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Villain(CardRules):
    """+2 Coffers. Each other player with 5 or more cards in hand discards one costing 2
    coins or more (or reveals they cannot)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=2)
        for victim in game.attack_targets(player, card):
            if len(victim.hand) < 5:
                continue
            pool = [c for c in victim.hand.cards if game.cost(c).at_least(up_to(2))]
            if not pool:
                game.reveal_hand(victim)
                continue
            chosen = game.choose_card(victim, "discard a card costing 2 coins or more", pool)
            if chosen is not None:
                game.discard(victim, chosen, victim.hand)
