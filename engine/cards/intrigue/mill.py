"""Mill."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mill(CardRules):
    """+1 Card, +1 Action. You may discard two cards, for +2 coins. Worth one victory point."""

    plus_coins_in_text = True

    victory = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        if not player.hand.cards or not game.may(player, "discard 2 cards for +2 coins"):
            return
        chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2)
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        if discarded == 2:
            game.plus(player, coins=2)
