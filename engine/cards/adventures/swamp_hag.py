"""Swamp Hag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


AFFECTED = Note("players Swamp Hag affects", frozenset, frozenset[str]())
"""The players a Swamp Hag affects until its owner's next turn, by the card's uid."""


class SwampHag(CardRules):
    """Until your next turn, each time another player affected by it buys a card (not an
    Event) they gain a Curse. At the start of your next turn, +3 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        victims = {p.name for p in game.attack_targets(player, card)}
        game.remembered.set(AFFECTED, frozenset(victims), card.uid)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        waiting = any(e.source is card for e in owner.start_of_turn)
        if (
            waiting
            and not bought.landscape
            and buyer.name in game.remembered.get(AFFECTED, card.uid)
        ):
            game.gain_named(buyer, "Curse")
