"""Merchant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Merchant(CardRules):
    """+1 Card, +1 Action; the first time you play a Silver this turn, +1 coin.

    Each play of Merchant before that first Silver adds its coin (two Merchants, or
    Throne Room on one, give 2); a Merchant played after it gives nothing.
    """

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        plays = player.plays_this_turn
        if played.name != "Silver" or plays.count("Silver") != 1:
            return
        before = plays[: plays.index("Silver")]
        bonus = before.count("Merchant")
        if bonus:
            with game.apart_from_plays():  # a triggered ability, not the play's own
                game.plus(player, coins=bonus)
