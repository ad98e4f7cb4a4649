"""Trickster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


USES = Note("Trickster uses this turn", int, 0)
"""How many Treasures Tricksters have set aside this turn."""


class Trickster(CardRules):
    """Each other player gains a Curse. Once this turn, when you discard a Treasure from
    play, you may set it aside, and put it into your hand at the end of the turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        curse_each_other(game, player, card)

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        uses = player.plays_this_turn.count("Trickster")
        if not card.is_a("Treasure") or game.this_turn.get(USES) >= uses:
            return False
        if not game.may(player, f"set aside {card.name} (Trickster)"):
            return False
        game.this_turn.set(USES, game.this_turn.get(USES) + 1)
        return game.set_aside(player, card, player.in_play, "Trickster")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        area = player.set_aside.get("Trickster")
        if area is not None:
            for c in list(area.cards):
                game.move(c, area, player.hand, verb="puts")
