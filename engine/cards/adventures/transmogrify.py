"""Transmogrify."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern, trash_from_hand
from engine.game.state import StartOfTurnEffect
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Transmogrify(CardRules):
    """+1 Action; put this on your Tavern mat. At the start of your turn you may call it,
    to trash a card from your hand and gain a card costing up to 1 coin more to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        to_tavern(game, player, card)

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if not g.may(p, "call Transmogrify") or not call(g, p, card):
                return
            trashed = trash_from_hand(g, p, "trash a card")
            if trashed is not None:
                limit = g.cost(trashed).plus_coins(1)
                g.choose_and_gain(
                    p, "gain a card to your hand", lambda c: g.cost(c).at_most(limit), ZoneKind.HAND
                )

        return StartOfTurnEffect("Transmogrify", card, run)
