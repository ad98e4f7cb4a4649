"""Hunting Party."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HuntingParty(CardRules):
    """+1 Card, +1 Action. Reveal your hand; reveal cards from your deck until you reveal
    one whose name is not in your hand; put it into your hand and discard the others."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        game.reveal_hand(player)
        names = {c.name for c in player.hand.cards}
        found, shown = reveal_until(game, player, lambda c: c.name not in names)
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
