"""Aristocrat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_BY_COUNT = {1: "actions", 5: "actions", 2: "cards", 6: "cards", 3: "coins", 7: "coins"}
_BY_COUNT |= {4: "buys", 8: "buys"}


class Aristocrat(CardRules):
    """By the number of Aristocrats in play: 1 or 5, +3 Actions; 2 or 6, +3 Cards; 3 or
    7, +3 coins; 4 or 8, +3 Buys; any other number, nothing."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        count = sum(1 for c in player.in_play.cards if c.name == "Aristocrat")
        counter = _BY_COUNT.get(count)
        if counter is None:
            game.note(player, lambda: f"{player.name} has {count} Aristocrats in play: nothing.")
            return
        game.plus(player, **{counter: 3})
