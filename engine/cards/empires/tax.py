"""Tax."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules
from engine.decisions import ChooseSupply
from engine.pile_tokens import Token

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tax(CardRules):
    """An Event: add 2 Debt to a Supply pile. Set-up: 1 Debt on each Supply pile. When a
    player gains a card in their Buy phase, they take the Debt from its pile (gaining one
    at other times does not). (First edition: when a player buys a card.)"""

    first_edition_differs = True

    def at_setup(self, game: Game) -> None:
        for pile in game.supply:
            pile_tokens.put(game, pile, 1, Token.DEBT)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pile = game.decide(ChooseSupply(player, "add 2 Debt to a Supply pile", list(game.supply)))
        if pile is not None:
            pile_tokens.put(game, pile, 2, Token.DEBT)
            game.note(player, lambda: f"{player.name} adds 2 Debt to the {pile} pile.")

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if player is game.current and game.phase == "buy" and not game.first_edition("Tax"):
            pile_tokens.take(game, player, gained.name, kind=Token.DEBT)

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        if not bought.landscape and game.first_edition("Tax"):
            pile_tokens.take(game, player, bought.name, kind=Token.DEBT)
