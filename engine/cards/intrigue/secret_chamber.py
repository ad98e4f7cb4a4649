"""Secret Chamber."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SecretChamber(CardRules):
    """(First edition.) Discard any number of cards, +1 coin per card discarded. When
    another player plays an Attack, you may reveal this from your hand: +2 Cards, then
    put two cards from your hand on top of your deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(
            player, "discard cards for +1 coin each", player.hand.cards, 0, len(player.hand)
        )
        discarded = sum(1 for c in chosen if game.discard(player, c, player.hand))
        game.plus(player, coins=discarded)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if reactor.zone is not player.hand or not game.may(
            player, f"reveal Secret Chamber in response to {attack.name}"
        ):
            return False
        game.reveal(player, reactor)
        game.plus(player, cards=2)
        back = game.choose_cards(player, "put 2 cards onto your deck", player.hand.cards, 2, 2)
        topdeck_in_chosen_order(
            game, player, back, player.hand, "put them on your deck, top card first"
        )
        return False
