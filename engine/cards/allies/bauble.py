"""Bauble."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.game.notes import Note
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

TOPS_GAINS = Note("Bauble's deck-topping chosen this turn", bool, False)
"""Whether a Bauble played this turn chose to let its player put gained cards onto
their deck for the rest of the turn."""


class Bauble(CardRules):
    """A Treasure and Liaison: choose two different of +1 Buy, +1 coin, +1 Favor, and
    "this turn, when you gain a card, you may put it onto your deck"."""

    plus_coins_in_text = True
    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        modes = ["buy", "coin", "favor", "topdeck"]
        for mode in choose_options(game, player, card, "choose two", modes, 2):
            if mode == "buy":
                game.plus(player, buys=1)
            elif mode == "coin":
                game.plus(player, coins=1)
            elif mode == "favor":
                game.plus(player, favors=1)
            else:
                game.this_turn.set(TOPS_GAINS, True)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if not game.this_turn.get(TOPS_GAINS):
            return
        where = game.gained_where(gained)
        if where is None or where.owner is not player or where.kind == ZoneKind.DECK:
            return
        if game.may(player, f"put {gained.name} onto your deck"):
            game.topdeck(player, gained, where)
