"""Plaza."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Plaza(CardRules):
    """+1 Card, +2 Actions. You may discard a Treasure for +1 Coffers."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        pool = [c for c in player.hand.cards if c.is_a("Treasure")]
        chosen = game.choose_card(player, "discard a Treasure for +1 Coffers", pool, optional=True)
        if chosen is not None and game.discard(player, chosen, player.hand):
            game.plus(player, coffers=1)
