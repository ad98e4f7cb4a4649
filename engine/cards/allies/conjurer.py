"""Conjurer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Conjurer(CardRules):
    """Gain a card costing up to 4 coins. At the start of your next turn, put this into
    your hand (from play: a Conjurer played where it lies, as by Band of Misfits, is not
    in play and does not move)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.choose_and_gain(player, "gain a card costing up to 4", costs_up_to(game, up_to(4)))
        self.wait_for_next_turn(game, player, card)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def to_hand(g: Game, p: Player) -> None:
            g.move(card, p.in_play, p.hand, player=p, verb="puts")

        game.next_turn_effect(player, card, to_hand)
        return True
