"""Haunted Woods."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import LastingAttack, still_affects, topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HauntedWoods(LastingAttack):
    """An Attack and Duration: until your next turn, when another player it affects buys
    a card (not an Event), they put their hand onto their deck in the order they choose.
    At the start of your next turn, +3 Cards."""

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        if bought.landscape or not still_affects(game, owner, card, buyer):
            return
        if buyer.hand.cards:
            prompt = "put your hand onto your deck (Haunted Woods), top card first"
            topdeck_in_chosen_order(game, buyer, list(buyer.hand.cards), buyer.hand, prompt)
