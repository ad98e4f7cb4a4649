"""Star Chart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class StarChart(CardRules):
    """A Project: when you shuffle, you may pick one of the cards to go on top."""

    def held_when_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        top = game.choose_card(player, "pick a card to go on top (Star Chart)", cards, True)
        return [] if top is None else [top]
