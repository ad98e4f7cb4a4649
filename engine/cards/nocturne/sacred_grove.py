"""Sacred Grove."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import Boon, put_away_boon, resolve_boon, share_boon, turn_over_boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SacredGrove(CardRules):
    """+1 Buy, +3 coins; receive a Boon; if it does not give +1 coin, each other player
    may receive it too."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=3)
        boon = turn_over_boon(game, player)
        if boon is None:
            return
        resolve_boon(game, player, boon, leave=True)
        rules = game.rules_of(boon)
        if not (isinstance(rules, Boon) and rules.gives_coin):
            for other in game.others(player):
                if game.may(other, f"receive {boon.name} too"):
                    share_boon(game, other, boon)
        put_away_boon(game, player, boon)
