"""Fellowship of Scribes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally, spend_favors

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FellowshipOfScribes(Ally):
    """An Ally: after playing an Action, if you have 4 or fewer cards in hand, you may
    spend a Favor for +1 Card."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        small_hand = played.is_a("Action") and len(player.hand) <= 4
        if small_hand and spend_favors(game, player, 1, "draw a card"):
            game.plus(player, cards=1)
