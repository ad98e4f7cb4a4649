"""Shop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Shop(CardRules):
    """+1 Card, +1 coin. You may play an Action card from your hand that you have no copy
    of in play (what is in play as it resolves: copies played earlier that have left play
    do not count)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, coins=1)
        in_play = {c.name for c in player.in_play.cards}
        pool = game.playable_from_hand(
            player, [c for c in player.hand.cards if c.is_a("Action") and c.name not in in_play]
        )
        chosen = game.choose_card(
            player, "play an Action card you have no copy of in play", pool, optional=True
        )
        if chosen is not None:
            game.play(player, chosen)
