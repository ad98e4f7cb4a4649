"""Inherited."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait
from engine.values import ZoneKind
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

RETURNS_TO_PILE = frozenset({"Copper"})
"""The starting cards a replaced one goes back to the pile of; any other (an Estate, a
Shelter, an Heirloom) goes back to the box."""


class Inherited(Trait):
    """A Trait: at set-up, each player starts with a card from its pile in place of a
    starting card they choose (the card is taken, not gained)."""

    def with_starting_decks(self, game: Game) -> None:
        pile = self.pile(game)
        zone = game.supply.get(pile) if pile is not None else None
        if zone is None:
            return
        for player in game.players:  # in turn order, each choosing and then taking
            if not zone.cards:
                game.note(player, lambda: f"The {pile} pile is empty: nothing to inherit.")
                return
            _inherit(game, player, zone)


def _inherit(game: Game, player: Player, pile: Zone) -> None:
    """``player`` replaces a starting card of their choice with the top card of ``pile``."""
    deck = player.deck
    replaced = game.choose_card(
        player, "choose the starting card to replace with your Inherited card", deck.cards
    )
    if replaced is None:
        return
    where = deck.cards.index(replaced)
    back = game.supply.get(replaced.name) if replaced.name in RETURNS_TO_PILE else None
    if back is None:
        back = Zone(ZoneKind.NON_SUPPLY, label="box")  # out of the game
    game.move(replaced, deck, back, player=player, verb="returns")
    game.move(pile.cards[0], pile, deck, player=player, position=where, verb="takes")
