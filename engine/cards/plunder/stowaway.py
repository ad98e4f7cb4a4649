"""Stowaway."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Stowaway(CardRules):
    """A Duration: at the start of your next turn, +2 Cards. When anyone (you too) gains
    a Duration card, you may play this from your hand."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if not gained.is_a("Duration"):
            return
        if game.may(holder, f"play Stowaway from your hand ({gainer.name} gained {gained.name})"):
            game.play(holder, card)
