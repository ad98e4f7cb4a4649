"""Horse Traders."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import SetsAsideUntilNextTurn, until_next_turn_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HorseTraders(SetsAsideUntilNextTurn):
    """+1 Buy, +3 coins, discard two cards. A Reaction: when another player plays an
    Attack, you may set this aside from your hand; at the start of your next turn, +1
    Card and return it to your hand. It does not make you unaffected."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=3)
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2):
            game.discard(player, c, player.hand)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"set Horse Traders aside against {attack.name}"):
            game.reveal(player, reactor)
            self.set_aside_until_next_turn(game, player, reactor, player.hand, "Horse Traders")
        return False

    def at_start_of_next_turn(self, game: Game, player: Player, kept: CardInstance) -> None:
        game.plus(player, cards=1)
        game.move(kept, player.set_aside_zone("Horse Traders"), player.hand, verb="returns")


until_next_turn_key(
    "horse_traders", "Horse Traders", lambda facts: facts.name == "Horse Traders", "itself"
)
