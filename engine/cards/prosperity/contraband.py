"""Contraband."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import named_this_turn_key
from engine.decisions import NameCard
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

BANNED: Note[frozenset[str]] = Note("cards Contraband forbids buying", frozenset, frozenset())
"""The cards named for the Contrabands played this turn."""


class Contraband(CardRules):
    """Worth 3 coins, +1 Buy. The player to your left names a card; you cannot buy that
    card this turn (first edition)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
        left = game.left_of(player)
        names = sorted(n for n in game.catalog.card_names if not game.catalog[n].landscape)
        named = game.decide(NameCard(left, f"name a card {player.name} cannot buy", names))
        game.this_turn.set(BANNED, game.this_turn.get(BANNED) | {named})

    def forbids_buying(self, game: Game, player: Player, card: CardInstance, name: str) -> bool:
        return name in game.this_turn.get(BANNED)


named_this_turn_key("contraband", BANNED)
