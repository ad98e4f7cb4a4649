"""Guildmaster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Guildmaster(CardRules):
    """+3 coins. This turn, when you gain a card, +1 Favor (for each time it was played
    this turn)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        game.plus(player, favors=player.plays_this_turn.count("Guildmaster"))
