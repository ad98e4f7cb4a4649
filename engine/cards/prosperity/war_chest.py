"""War Chest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, named_this_turn_key
from engine.decisions import NameCard
from engine.game.notes import Note
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


NAMED = Note("cards named for War Chests this turn", frozenset, frozenset[str]())
"""Every card named for a War Chest this turn (the game's, forgotten each turn)."""


class WarChest(CardRules):
    """The player to your left names a card. Gain a card costing up to 5 coins that
    hasn't been named for War Chests this turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        left = game.left_of(player)
        names = sorted(n for n in game.catalog.card_names if not game.catalog[n].landscape)
        named = game.decide(NameCard(left, "name a card for War Chest", names))
        barred = game.this_turn.get(NAMED) | {named}
        game.this_turn.set(NAMED, barred)
        fits = costs_up_to(game, up_to(5))
        game.choose_and_gain(
            player,
            "gain a card costing up to 5 not named for War Chest",
            lambda c: c.name not in barred and fits(c),
        )


named_this_turn_key("war_chest", NAMED)
