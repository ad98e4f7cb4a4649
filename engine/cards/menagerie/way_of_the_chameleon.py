"""Way of the Chameleon."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WayOfTheChameleon(CardRules):
    """A Way: follow the card's instructions; each time that would give you +Cards this
    turn, you get +coins instead, and vice versa."""

    way_follows_instructions: ClassVar[bool] = True

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.trade_cards_and_coins(card)
        game.rules_of(card).on_play(game, player, card)
