"""Guide."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import call, to_tavern
from engine.game.state import StartOfTurnEffect

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Guide(CardRules):
    """+1 Card, +1 Action; put this on your Tavern mat. At the start of your turn you may
    call it, to discard your hand and draw 5 cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        to_tavern(game, player, card)

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if g.may(p, "call Guide") and call(g, p, card):
                g.discard_each(p, list(p.hand.cards), p.hand)
                g.draw(p, 5)

        return StartOfTurnEffect("Guide", card, run)
