"""Treasure Map."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TreasureMap(CardRules):
    """Trash this and a Treasure Map from your hand; if you trashed two Treasure Maps,
    gain 4 Golds onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = 1 if game.trash_card(player, card, player.in_play) else 0
        maps = [c for c in player.hand.cards if c.name == "Treasure Map"]
        other = game.choose_card(player, "trash a Treasure Map from your hand", maps)
        if other is not None and game.trash_card(player, other, player.hand):
            trashed += 1
        if trashed == 2:
            for _ in range(4):
                game.gain_named(player, "Gold", to=ZoneKind.DECK)
