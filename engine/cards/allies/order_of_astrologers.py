"""Order of Astrologers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class OrderOfAstrologers(Ally):
    """An Ally: when shuffling, you may pick one card per Favor you spend to go on top
    (in the order you choose)."""

    def held_when_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        most = min(player.favors, len(cards))
        if not most:
            return []
        picked = game.choose_cards(
            player, "pick cards to go on top, spending a Favor each", cards, 0, most
        )
        if not picked:
            return []
        game.plus(player, favors=-len(picked))
        game.note(
            player, lambda: f"{player.name} spends {len(picked)} Favors on Order of Astrologers."
        )
        return game.decide(OrderCards(player, "put them on top, top card first", picked))
