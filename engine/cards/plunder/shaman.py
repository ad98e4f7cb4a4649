"""Shaman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, gain_from_trash, trash_from_hand
from engine.game import StartOfTurnEffect
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Shaman(CardRules):
    """+1 Action, +1 coin, you may trash a card from your hand. In games using it, at the
    start of each of your turns, gain a card from the trash costing up to 6 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=1)
        trash_from_hand(game, player, "trash a card from your hand", optional=True)

    def in_game_at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Shaman", None, _gain_from_trash)


def _gain_from_trash(game: Game, player: Player) -> None:
    gain_from_trash(
        game, player, "gain a card from the trash costing up to 6", costs_up_to(game, up_to(6))
    )
