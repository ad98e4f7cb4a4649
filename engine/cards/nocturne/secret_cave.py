"""Secret Cave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SecretCave(CardRules):
    """+1 Card, +1 Action; you may discard 3 cards (all of them, with fewer in hand); if
    you discarded 3, at the start of your next turn, +3 coins."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        if not game.may(player, "discard 3 cards"):
            return
        hand = player.hand.cards
        chosen = game.choose_cards(player, "discard 3 cards", hand, min(3, len(hand)), 3)
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        if discarded == 3:
            self.wait_for_next_turn(game, player, card)
