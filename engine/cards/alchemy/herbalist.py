"""Herbalist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

PUT_BACK = Note("Treasures put onto the deck by Herbalists this turn", int, 0)


class Herbalist(CardRules):
    """+1 Buy, +1 coin. When you discard this from play, you may put one of your
    Treasures from play onto your deck.

    Clean-up discards the cards in play in the order their owner chooses, so each
    Herbalist in play lets its owner, as the cards are discarded (after the
    start-of-Clean-up abilities such as Alchemist's), put one Treasure onto the deck
    instead of discarding it: they are asked Treasure by Treasure."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        if not card.is_a("Treasure") or card.zone is not player.in_play:
            return False
        herbalists = sum(1 for c in player.in_play.cards if c.name == "Herbalist")
        used = game.this_turn.get(PUT_BACK)
        if used >= herbalists or not game.may(
            player, f"put {card.name} onto your deck (Herbalist)"
        ):
            return False
        game.this_turn.set(PUT_BACK, used + 1)
        return game.topdeck(player, card, player.in_play)
