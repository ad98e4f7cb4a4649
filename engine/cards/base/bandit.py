"""Bandit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bandit(CardRules):
    """Gain a Gold. Each other player reveals their top 2 cards, trashes a revealed
    Treasure other than Copper (of their choice), and discards the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Gold")
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if c.is_a("Treasure") and c.name != "Copper"]
            chosen = game.choose_card(victim, "trash a revealed Treasure other than Copper", pool)
            if chosen is not None:
                game.trash_card(victim, chosen, victim.revealed)
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)
