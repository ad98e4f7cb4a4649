"""Catapult."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to, trash_from_hand
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Catapult(CardRules):
    """+1 coin; trash a card from your hand. If it cost 3 coins or more, each other
    player gains a Curse; if it was a Treasure, each other player discards down to 3."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        for victim in game.attack_targets(player, card):
            if game.cost(trashed).at_least(up_to(3)):
                game.gain_named(victim, "Curse")
            if trashed.is_a("Treasure"):
                discard_down_to(game, victim, 3)
