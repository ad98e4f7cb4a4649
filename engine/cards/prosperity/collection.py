"""Collection."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Collection(CardRules):
    """Worth 2 coins, +1 Buy. This turn, when you gain an Action card, +1 VP token."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2, buys=1)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Action"):
            # each Collection played so far this turn set up its own effect
            game.plus(player, vp_tokens=player.plays_this_turn.count("Collection"))
