"""Toil."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Toil(CardRules):
    """An Event: +1 Buy; you may play an Action card from your hand (in the Buy phase,
    using no Action)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action"))
        chosen = game.choose_card(player, "play an Action card from your hand", pool, optional=True)
        if chosen is not None:
            game.play(player, chosen)
