"""Inspiring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Inspiring(Trait):
    """A Trait: after playing a card from its pile on your turn, you may play an Action
    card from your hand that you have no copy of in play."""

    def landscape_after_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if player is not game.current or not self.marks(game, card):
            return
        in_play = {c.name for c in player.in_play.cards}
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action") and c.name not in in_play)
        chosen = game.choose_card(
            player, "Inspiring: play an Action card you have no copy of in play", pool, True
        )
        if chosen is not None:
            game.play(player, game.where_to_play_from(player, chosen))
