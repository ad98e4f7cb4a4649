"""Town Crier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import may_rotate
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TownCrier(CardRules):
    """Choose one: +2 coins; or gain a Silver; or +1 Card and +1 Action. Then, whichever
    was chosen, you may rotate the Townsfolk."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for mode in choose_options(
            game, player, card, "choose one", ["coins", "silver", "cantrip"]
        ):
            if mode == "coins":
                game.plus(player, coins=2)
            elif mode == "silver":
                game.gain_named(player, "Silver")
            else:
                game.plus(player, cards=1, actions=1)
        may_rotate(game, player, "Townsfolk")
