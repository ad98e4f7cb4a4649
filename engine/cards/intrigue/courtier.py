"""Courtier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Courtier(CardRules):
    """Reveal a card from your hand; for each of its types, choose a different one:
    +1 Action, +1 Buy, +3 coins, or gain a Gold."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.choose_card(player, "reveal a card from your hand", player.hand.cards)
        if shown is None:
            return
        game.reveal(player, shown)
        modes = ["action", "buy", "coins", "gold"]
        count = min(len(shown.types), len(modes))
        for mode in choose_options(
            game, player, card, "choose one per type", modes, count, counted=True
        ):
            if mode == "action":
                game.plus(player, actions=1)
            elif mode == "buy":
                game.plus(player, buys=1)
            elif mode == "coins":
                game.plus(player, coins=3)
            else:
                game.gain_named(player, "Gold")
