"""Inn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Inn(CardRules):
    """+2 Cards, +2 Actions, discard 2 cards. When you gain it, look through your discard
    pile, reveal any number of Action cards from it (this one too), and shuffle them
    into your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=2)
        chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2)
        game.discard_each(player, chosen, player.hand)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.discard.cards if c.is_a("Action")]
        if not pool:
            return
        chosen = game.choose_cards(
            player, "reveal Action cards to shuffle into your deck", pool, 0, len(pool)
        )
        if not chosen:
            return
        for c in chosen:
            game.reveal(player, c)
        game.move_each(chosen, player.discard, player.deck, player=player, verb="shuffles")
        game.shuffle_deck(player)
