"""Baron."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Baron(CardRules):
    """+1 Buy. You may discard an Estate for +4 coins; if you do not, gain an Estate."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        estates = [c for c in player.hand.cards if c.name == "Estate"]
        estate = game.choose_card(player, "discard an Estate for +4 coins", estates, optional=True)
        if estate is not None and game.discard(player, estate, player.hand):
            game.plus(player, coins=4)
        else:
            game.gain_named(player, "Estate")
