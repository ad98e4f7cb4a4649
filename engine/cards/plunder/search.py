"""Search."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile, stop_waiting, wait_in_play

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Search(CardRules):
    """+2 coins. The next time a Supply pile empties, trash this and gain a Loot (it
    stays in play until then)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Search")
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_a_supply_pile_empties(
        self, game: Game, owner: Player, card: CardInstance, pile: str
    ) -> None:
        times = stop_waiting(owner, card, "Search")
        if not times:
            return
        game.trash_card(owner, card, owner.in_play)
        for _ in range(times):
            gain_from_pile(game, owner, "Loot")
