"""Pillage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pillage(CardRules):
    """Trash this; if you did, gain 2 Spoils, and each other player with 5 or more cards
    in hand reveals it and discards a card you choose."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.trash_card(player, card, player.in_play):
            return
        for _ in range(2):
            game.gain_named(player, "Spoils")
        for victim in game.attack_targets(player, card):
            if len(victim.hand) < 5:
                continue
            game.reveal_hand(victim)
            chosen = game.choose_card(
                player, f"choose a card for {victim.name} to discard", victim.hand.cards
            )
            if chosen is not None:
                game.discard(victim, chosen, victim.hand)
