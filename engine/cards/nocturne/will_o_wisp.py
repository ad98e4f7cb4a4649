"""Will-o'-Wisp."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WillOWisp(CardRules):
    """+1 Card, +1 Action; reveal the top card of your deck and put it into your hand if
    it costs up to 2 coins (else it stays on the deck)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for c in game.reveal_from_deck(player, 1):
            if game.cost(c).at_most(up_to(2)):
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, c, player.revealed)
