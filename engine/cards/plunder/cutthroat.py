"""Cutthroat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to, gain_from_pile, stop_waiting, wait_in_play
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cutthroat(CardRules):
    """Each other player discards down to 3 cards in hand. The next time anyone gains a
    Treasure costing 5 coins or more, gain a Loot (it stays in play until then)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Cutthroat")
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, player: Player, gained: CardInstance
    ) -> None:
        if not gained.is_a("Treasure") or not game.cost(gained).at_least(up_to(5)):
            return
        for _ in range(stop_waiting(owner, card, "Cutthroat")):
            gain_from_pile(game, owner, "Loot")
