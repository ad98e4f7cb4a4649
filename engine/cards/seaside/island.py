"""Island."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import mat_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Island(CardRules):
    """Put this and a card from your hand onto your Island mat. 2 VP (wherever it is)."""

    victory = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.set_aside(player, card, player.in_play, "Island")
        other = game.choose_card(player, "put a card onto your Island mat", player.hand.cards)
        if other is not None:
            game.set_aside(player, other, player.hand, "Island")


mat_key("island", "Island")
