"""Swamp Hag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, note_affected, still_affects

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SwampHag(CardRules):
    """Until your next turn, each time another player affected by it buys a card (not an
    Event) they gain a Curse. At the start of your next turn, +3 coins."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
        note_affected(game, player, card)

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        if not bought.landscape and still_affects(game, owner, card, buyer):
            game.gain_named(buyer, "Curse")
