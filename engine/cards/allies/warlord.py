"""Warlord."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Warlord(CardRules):
    """+1 Action. At the start of your next turn, +2 Cards. Until then, other players
    can't play an Action card from their hand that they have 2 or more copies of in play."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        self.wait_for_next_turn(game, player, card)

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2))
        return True

    def forbids_playing_from_hand(
        self, game: Game, owner: Player, card: CardInstance, player: Player, candidate: CardInstance
    ) -> bool:
        if player is owner or not candidate.is_a("Action"):
            return False
        if not any(e.source is card for e in owner.start_of_turn):
            return False  # its next turn has come: the restriction is over
        copies = sum(1 for c in player.in_play.cards if c.name == candidate.name)
        return copies >= 2
