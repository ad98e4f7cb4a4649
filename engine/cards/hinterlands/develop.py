"""Develop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.decisions import ChooseMode
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Develop(CardRules):
    """Trash a card from your hand; gain a card costing exactly 1 coin more and one
    costing exactly 1 coin less, onto your deck, in either order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        base = game.cost(trashed)
        tests = {
            "more": lambda c: game.cost(c).exactly_more(base, 1),
            "less": lambda c: base.exactly_more(game.cost(c), 1),
        }
        tops = game.supply_tops()
        possible = [w for w in ("more", "less") if any(tests[w](c) for c in tops)]
        if len(possible) == 2:
            first = game.decide(
                ChooseMode(player, "choose which card to gain first", ["more", "less"])
            )
            order = [first, "less" if first == "more" else "more"]
        else:
            order = possible  # the order can only matter when both can be gained
        for which in order:
            game.choose_and_gain(
                player,
                f"gain a card costing exactly 1 coin {which}",
                tests[which],
                to=ZoneKind.DECK,
            )
