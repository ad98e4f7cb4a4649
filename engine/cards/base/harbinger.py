"""Harbinger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Harbinger(CardRules):
    """+1 Card, +1 Action; look through your discard pile; you may put a card from it
    onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        chosen = game.choose_card(
            player, "put a card from your discard pile onto your deck", player.discard.cards, True
        )
        if chosen is not None:
            game.topdeck(player, chosen, player.discard)
