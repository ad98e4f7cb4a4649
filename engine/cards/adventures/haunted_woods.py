"""Haunted Woods."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import (
    affects_every_other,
    note_affected,
    still_affects,
    topdeck_in_chosen_order,
)

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HauntedWoods(CardRules):
    """An Attack and Duration: until your next turn, when another player it affects buys
    a card (not an Event), they put their hand onto their deck in the order they choose.
    At the start of your next turn, +3 Cards."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
        note_affected(game, player, card)

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        if bought.landscape or not still_affects(game, owner, card, buyer):
            return
        if buyer.hand.cards:
            prompt = "put your hand onto your deck (Haunted Woods), top card first"
            topdeck_in_chosen_order(game, buyer, list(buyer.hand.cards), buyer.hand, prompt)
