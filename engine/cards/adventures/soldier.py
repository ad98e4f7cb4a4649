"""Soldier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Soldier(Traveller):
    """+2 coins, +1 coin per other Attack you have in play. Each other player with 4 or
    more cards in hand discards a card. When you discard this from play, you may exchange
    it for a Fugitive."""

    becomes = "Fugitive"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        others = sum(1 for c in player.in_play.cards if c is not card and c.is_a("Attack"))
        game.plus(player, coins=2 + others)
        for victim in game.attack_targets(player, card):
            if len(victim.hand) >= 4:
                chosen = game.choose_card(victim, "discard a card", victim.hand.cards)
                if chosen is not None:
                    game.discard(victim, chosen, victim.hand)
