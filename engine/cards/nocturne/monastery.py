"""Monastery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Monastery(CardRules):
    """For each card you have gained this turn, you may trash a card from your hand or a
    Copper you have in play (asked as cards from hand, then Coppers in play)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        allowed = len(player.gained_on_turn)
        if not allowed:
            return
        from_hand = game.choose_cards(
            player, f"trash up to {allowed} cards from your hand", player.hand.cards, 0, allowed
        )
        trashed = sum(1 for c in from_hand if game.trash_card(player, c, player.hand))
        left = allowed - trashed
        coppers = [c for c in player.in_play.cards if c.name == "Copper"]
        if left and coppers:
            for c in game.choose_cards(
                player, f"trash up to {left} Coppers you have in play", coppers, 0, left
            ):
                game.trash_card(player, c, player.in_play)
