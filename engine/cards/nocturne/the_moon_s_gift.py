"""The Moon's Gift."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TheMoonsGift(Boon):
    """Look through your discard pile; you may put a card from it onto your deck."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_card(
            player,
            "put a card from your discard pile onto your deck",
            player.discard.cards,
            optional=True,
        )
        if chosen is not None:
            game.topdeck(player, chosen, player.discard)
