"""Conclave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Conclave(CardRules):
    """+2 coins; you may play an Action card from your hand that you have no copy of in
    play; if you do, +1 Action."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        in_play = set(player.in_play.names())
        pool = game.playable_from_hand(
            player, [c for c in player.hand.cards if c.is_a("Action") and c.name not in in_play]
        )
        chosen = game.choose_card(
            player, "play an Action card you have no copy of in play", pool, optional=True
        )
        if chosen is not None:
            game.play(player, chosen)
            game.plus(player, actions=1)
