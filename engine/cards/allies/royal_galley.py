"""Royal Galley."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlaysHeldActionNextTurn

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class RoyalGalley(PlaysHeldActionNextTurn):
    """+1 Card. You may play a non-Duration Action card from your hand. Set it aside; if
    you did, then at the start of your next turn, play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
        pool = game.playable_from_hand(
            player, [c for c in player.hand.cards if c.is_a("Action") and not c.is_a("Duration")]
        )
        target = game.choose_card(player, "play a non-Duration Action card", pool, True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        self.hold(game, player, card, target, player.in_play)
