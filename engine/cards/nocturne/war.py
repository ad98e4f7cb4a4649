"""War."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class War(Hex):
    """Reveal cards from your deck until one costs 3 or 4 coins; trash it and discard
    the rest."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        shown: list[CardInstance] = []
        found = None
        with game.one_draw():  # (one draw: Avoid)
            while found is None:
                revealed = game.reveal_from_deck(player, 1)
                if not revealed:
                    break
                shown += revealed
                cost = game.cost(revealed[0])
                if cost.same(up_to(3)) or cost.same(up_to(4)):
                    found = revealed[0]
        if found is not None:
            game.trash_card(player, found, player.revealed)
        for c in shown:
            if c.zone is player.revealed:
                game.discard(player, c, player.revealed)
