"""Chancellor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Chancellor(CardRules):
    """+2 coins; you may immediately put your deck into your discard pile (a move, not
    a discard, and nobody looks at the cards)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if player.deck.cards and game.may(player, "put your deck into your discard pile"):
            for c in list(player.deck.cards):
                game.move(c, player.deck, player.discard, player=player, verb="puts")
