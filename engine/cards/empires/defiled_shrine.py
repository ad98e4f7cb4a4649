"""Defiled Shrine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules
from engine.cards.helpers import action_supply_piles

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

SETUP_TOKENS = 2
"""VP tokens put on each non-Gathering Action Supply pile at set-up."""


class DefiledShrine(CardRules):
    """A Landmark. Set-up: 2 VP on each Action Supply pile that is not a Gathering pile.
    When you gain an Action card (in any way), move 1 VP from its pile to Defiled Shrine;
    when you gain a Curse in your Buy phase, take the VP from Defiled Shrine. (First
    edition: only when you buy a Curse.)"""

    first_edition_differs = True

    def at_setup(self, game: Game) -> None:
        for pile in action_supply_piles(game):
            if not any("Gathering" in f.types for f in game.catalog.pile_cards(pile)):
                pile_tokens.put(game, pile, SETUP_TOKENS)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.is_a("Action"):
            pile_tokens.move(game, gained.name, "Defiled Shrine")
        elif gained.name == "Curse" and _takes_on_gain(game, player):
            pile_tokens.take(game, player, "Defiled Shrine")

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        if bought.name == "Curse" and game.first_edition("Defiled Shrine"):
            pile_tokens.take(game, player, "Defiled Shrine")


def _takes_on_gain(game: Game, player: Player) -> bool:
    """By the current wording: the Curse is gained in the gainer's own Buy phase."""
    current = not game.first_edition("Defiled Shrine")
    return current and player is game.current and game.phase == "buy"
