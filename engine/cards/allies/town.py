"""Town."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Town(CardRules):
    """Choose one: +1 Card and +2 Actions; or +1 Buy and +2 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(game, player, card, "choose one", ["village", "market"]):
            if mode == "village":
                game.plus(player, cards=1, actions=2)
            else:
                game.plus(player, buys=1, coins=2)
