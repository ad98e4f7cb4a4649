"""Warrior."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import Traveller, costs_exactly_coins

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Warrior(Traveller):
    """+2 Cards. For each Traveller you have in play (this one too), each other player
    discards the top card of their deck and trashes it if it costs 3 or 4 coins. When you
    discard this from play, you may exchange it for a Hero."""

    becomes = "Hero"

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        times = sum(1 for c in player.in_play.cards if c.is_a("Traveller"))
        for victim in game.attack_targets(player, card):
            for _ in range(times):
                for top in game.discard_from_deck(victim, 1):
                    if costs_exactly_coins(game, top, 3, 4):
                        game.trash_card(victim, top, victim.discard)
