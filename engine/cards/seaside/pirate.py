"""Pirate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlayedWhenAnyoneGains
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pirate(PlayedWhenAnyoneGains):
    """At the start of your next turn, gain a Treasure costing up to 6 coins to your
    hand. When any player gains a Treasure, you may play this from your hand."""

    gained_type = "Treasure"

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def gain_treasure(g: Game, p: Player) -> None:
            g.choose_and_gain(
                p,
                "gain a Treasure costing up to 6 coins to your hand",
                lambda c: c.is_a("Treasure") and g.cost(c).at_most(up_to(6)),
                ZoneKind.HAND,
            )

        game.next_turn_effect(player, card, gain_treasure)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
