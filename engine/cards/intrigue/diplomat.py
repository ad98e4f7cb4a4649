"""Diplomat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Diplomat(CardRules):
    """+2 Cards; if you then have five or fewer cards in hand, +2 Actions. When another
    player plays an Attack and you have five or more cards in hand, you may reveal this
    to draw two cards, then discard three."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        if len(player.hand) <= 5:
            game.plus(player, actions=2)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        while (
            reactor.zone is player.hand
            and len(player.hand) >= 5
            and game.may(player, f"reveal Diplomat in response to {attack.name}")
        ):
            game.reveal(player, reactor)
            game.plus(player, cards=2)
            for c in game.choose_cards(player, "discard 3 cards", player.hand.cards, 3, 3):
                game.discard(player, c, player.hand)
        return False
