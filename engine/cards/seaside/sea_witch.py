"""Sea Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SeaWitch(CardRules):
    """+2 Cards; each other player gains a Curse. At the start of your next turn,
    +2 Cards, then discard two cards."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def later(g: Game, p: Player) -> None:
            g.draw(p, 2)
            for c in g.choose_cards(p, "discard 2 cards", p.hand.cards, 2, 2):
                g.discard(p, c, p.hand)

        game.next_turn_effect(player, card, later)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        curse_each_other(game, player, card)

        self.wait_for_next_turn(game, player, card)
