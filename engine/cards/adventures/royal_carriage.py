"""Royal Carriage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoyalCarriage(CardRules):
    """+1 Action; put this on your Tavern mat. Right after you finish playing an Action
    card, if it is still in play, you may call this, to replay that card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        to_tavern(game, player, card)

    def on_mat_after_action(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if played.zone is not player.in_play:
            return
        if game.may(player, f"call Royal Carriage to replay {played.name}") and call(
            game, player, card
        ):
            game.play(player, played, from_hand=False, by=card)
