"""Fated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Fated(Trait):
    """A Trait: when shuffling, you may reveal cards from its pile among the cards being
    shuffled and put each on the top or the bottom of the new deck."""

    def landscape_when_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> None:
        fated = [c for c in cards if self.marks(game, c)]
        if not fated:
            return
        chosen = game.choose_cards(
            player, "reveal Fated cards to put on the top or bottom", fated, 0, len(fated)
        )
        for card in chosen:
            game.reveal(player, card)
            where = game.decide(
                ChooseMode(player, f"put {card.name} on the top or the bottom", ["top", "bottom"])
            )
            cards.remove(card)
            if where == "top":
                cards.insert(0, card)
            else:
                cards.append(card)
