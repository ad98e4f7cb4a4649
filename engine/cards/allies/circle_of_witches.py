"""Circle of Witches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CircleOfWitches(Ally):
    """An Ally: after playing a Liaison, you may spend 3 Favors to have each other player
    gain a Curse (it is not an Attack: a Moat does not stop it)."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if not played.is_a("Liaison"):
            return
        if spend_favors(game, player, 3, "have each other player gain a Curse"):
            for other in game.others(player):
                game.gain_named(other, "Curse")
