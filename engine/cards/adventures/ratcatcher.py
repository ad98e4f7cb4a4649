"""Ratcatcher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern, trash_from_hand
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ratcatcher(CardRules):
    """+1 Card, +1 Action; put this on your Tavern mat. At the start of your turn you may
    call it, to trash a card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        to_tavern(game, player, card)

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if g.may(p, "call Ratcatcher") and call(g, p, card):
                trash_from_hand(g, p, "trash a card")

        return StartOfTurnEffect("Ratcatcher", card, run)
