"""Menagerie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import has_duplicates

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Menagerie(CardRules):
    """+1 Action. Reveal your hand: with no two cards of the same name, +3 Cards;
    otherwise +1 Card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        game.reveal_hand(player)
        game.plus(player, cards=1 if has_duplicates(player.hand.cards) else 3)
