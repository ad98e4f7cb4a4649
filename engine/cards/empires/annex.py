"""Annex."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

KEPT = 5
"""How many cards may stay in the discard pile."""


class Annex(CardRules):
    """An Event: look through your discard pile; shuffle all of it but up to 5 cards you
    choose (they stay in the discard pile) into your deck. Gain a Duchy (if any are left)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        discard = player.discard
        kept = game.choose_cards(
            player, "choose up to 5 cards to leave in your discard pile", discard.cards, 0, KEPT
        )
        going = [c for c in discard.cards if c not in kept]
        if going:
            game.move_each(going, discard, player.deck, verb="puts")
            game.shuffle_deck(player)
            game.note(player, lambda: f"{player.name} shuffles their deck.")
        game.gain_named(player, "Duchy")
