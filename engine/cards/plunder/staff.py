"""Staff."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Staff(CardRules):
    """A Loot: 3 coins, +1 Buy; you may play an Action card from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
        pool = game.playable_from_hand(player, [c for c in player.hand.cards if c.is_a("Action")])
        chosen = game.choose_card(player, "play an Action card from your hand", pool, optional=True)
        if chosen is not None:
            game.play(player, chosen)
