"""Bishop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bishop(CardRules):
    """+1 coin, +1 VP token. Trash a card from your hand: +1 VP token per 2 coins it
    costs (rounded down). Each other player may trash a card from their hand."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1, vp_tokens=1)
        trashed = trash_from_hand(game, player, "trash a card for victory point tokens")
        if trashed is not None:
            game.plus(player, vp_tokens=game.cost(trashed).coins // 2)
        for other in game.others(player):
            trash_from_hand(game, other, "trash a card (Bishop)", optional=True)
