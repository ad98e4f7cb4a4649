"""Farming Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FarmingVillage(CardRules):
    """+2 Actions. Reveal cards from your deck until you reveal an Action or a Treasure;
    put it into your hand and discard the others."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        found, shown = reveal_until(game, player, lambda c: c.is_a("Action") or c.is_a("Treasure"))
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
