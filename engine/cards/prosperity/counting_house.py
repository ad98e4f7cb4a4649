"""Counting House."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CountingHouse(CardRules):
    """Look through your discard pile, reveal any number of Coppers from it, and put
    them into your hand (first edition)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        coppers = [c for c in player.discard.cards if c.name == "Copper"]
        for c in game.choose_cards(
            player, "take Coppers from your discard pile", coppers, 0, len(coppers)
        ):
            game.reveal(player, c)
            game.move(c, player.discard, player.hand, player=player, verb="puts")
