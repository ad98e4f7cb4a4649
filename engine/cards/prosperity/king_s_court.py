"""King's Court."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class KingSCourt(CardRules):
    """You may play an Action card from your hand three times."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        target = game.choose_card(player, "play an Action card three times", actions, optional=True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        game.play(player, target, from_hand=False, by=card)
        game.play(player, target, from_hand=False, by=card)
