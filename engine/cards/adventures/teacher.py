"""Teacher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import action_supply_piles, call, move_token_to_a_pile, to_tavern
from engine.decisions import ChooseMode
from engine.game.state import StartOfTurnEffect
from engine.values import PileToken

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Teacher(CardRules):
    """Put this on your Tavern mat. At the start of your turn you may call it, to move your
    +1 Card, +1 Action, +1 Buy or +1 Coin token to an Action Supply pile you have no tokens
    on."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        to_tavern(game, player, card)

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        def run(g: Game, p: Player) -> None:
            if not g.may(p, "call Teacher") or not call(g, p, card):
                return
            word = g.decide(
                ChooseMode(p, "choose a token to move", ["card", "action", "buy", "coin"])
            )
            mine = set(g.player_token_piles(p))
            piles = [pile for pile in action_supply_piles(g) if pile not in mine]
            move_token_to_a_pile(g, p, PileToken(word), piles)

        return StartOfTurnEffect("Teacher", card, run)
