"""Family of Inventors."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.cards.allies._favors import Ally
from engine.decisions import ChooseSupply
from engine.pile_tokens import Token

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player


class FamilyOfInventors(Ally):
    """An Ally: at the start of your Buy phase, you may put a Favor token you have on a
    non-Victory Supply pile. Cards cost 1 coin less per Favor token on their piles (the
    tokens stay there; the scenario key ``favor_tokens_on``)."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        if not player.favors:
            return
        piles = [
            pile
            for pile in game.supply
            if not any("Victory" in f.types for f in game.catalog.pile_cards(pile))
        ]
        prompt = "put a Favor token on a non-Victory Supply pile"
        pile = game.decide(ChooseSupply(player, prompt, piles, optional=True))
        if pile is None:
            return
        game.plus(player, favors=-1)
        pile_tokens.put(game, pile, 1, Token.FAVOR)
        game.costs_changed()
        game.note(
            player,
            lambda: f"{player.name} puts a Favor token on the {pile} pile (Family of Inventors).",
        )

    def reduces_costs_in_game(self, game: Game, facts: CardFacts) -> int:
        return pile_tokens.tokens_on(game, facts.pile, Token.FAVOR)
