"""War."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex
from engine.cards.helpers import discard_revealed, reveal_until
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class War(Hex):
    """Reveal cards from your deck until one costs 3 or 4 coins; trash it and discard
    the rest."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        def costs_3_or_4(c: CardInstance) -> bool:
            cost = game.cost(c)
            return cost.same(up_to(3)) or cost.same(up_to(4))

        found, shown = reveal_until(game, player, costs_3_or_4)
        for c in found:
            game.trash_card(player, c, player.revealed)
        discard_revealed(game, player, shown)
