"""Sycophant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sycophant(CardRules):
    """+1 Action. Discard 3 cards; if you discarded at least one, +3 coins. When you gain
    or trash this, +2 Favors."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        count = min(3, len(player.hand))
        chosen = game.choose_cards(player, "discard 3 cards", player.hand.cards, count, count)
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        if discarded:
            game.plus(player, coins=3)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, favors=2)

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, favors=2)
