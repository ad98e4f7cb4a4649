"""Crew."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Crew(CardRules):
    """+3 Cards. At the start of your next turn, put this onto your deck."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def onto_deck(g: Game, p: Player) -> None:
            g.topdeck(p, card, p.in_play)

        game.next_turn_effect(player, card, onto_deck)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        self.wait_for_next_turn(game, player, card)
