"""Saboteur."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Saboteur(CardRules):
    """Each other player reveals cards from the top of their deck until one costs 3
    coins or more, trashes it, and may gain a card costing up to 2 coins less; the other
    revealed cards are discarded."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            hit = None
            while hit is None:
                shown = game.reveal_from_deck(victim, 1)
                if not shown:
                    break
                if game.cost(shown[0]).at_least(up_to(3)):
                    hit = shown[0]
            if hit is not None and game.trash_card(victim, hit, victim.revealed):
                limit = game.cost(hit).reduced(2)
                choice = game.choose_from_supply(
                    victim,
                    "gain a card costing up to 2 coins less",
                    lambda c, limit=limit: game.cost(c).at_most(limit),  # type: ignore[misc]
                    optional=True,
                )
                if choice is not None and choice.zone is not None:
                    game.gain(victim, choice, choice.zone)
            for c in list(victim.revealed.cards):
                game.discard(victim, c, victim.revealed)
