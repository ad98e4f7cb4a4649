"""Baker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Baker(CardRules):
    """+1 Card, +1 Action, +1 Coffers. Set-up: each player starts with 1 Coffers (Baker
    in the Black Market deck too), in a game played from its start (``starting_decks``):
    a position written mid-game has the Coffers it writes, 0 by default."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coffers=1)

    def at_setup(self, game: Game) -> None:
        if not game.from_the_start:
            return
        for p in game.players:
            game.plus(p, coffers=1)
