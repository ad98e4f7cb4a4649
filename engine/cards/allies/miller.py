"""Miller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Miller(CardRules):
    """+1 Action. Look at the top 4 cards of your deck (fewer if that is all there is,
    after shuffling); put one into your hand and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        seen = game.look_at_top(player, 4)
        chosen = game.choose_card(player, "put one into your hand", seen)
        if chosen is not None:
            game.move(chosen, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, seen)
