"""Monkey."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Monkey(CardRules):
    """Until your next turn, when the player to your right gains a card, +1 Card. At the
    start of your next turn, +1 Card."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=1))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gainer is owner or game.left_of(gainer) is not owner:
            return
        plays = sum(1 for e in owner.start_of_turn if e.source is card)  # Throne Room: 2
        if plays:
            with game.abilities_of(card, owner):
                game.plus(owner, cards=plays)
