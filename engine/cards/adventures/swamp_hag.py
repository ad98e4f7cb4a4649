"""Swamp Hag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import LastingAttack, still_affects

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SwampHag(LastingAttack):
    """Until your next turn, each time another player affected by it buys a card (not an
    Event) they gain a Curse. At the start of your next turn, +3 coins."""

    plus_coins_in_text = True

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        if not bought.landscape and still_affects(game, owner, card, buyer):
            game.gain_named(buyer, "Curse")
