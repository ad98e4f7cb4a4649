"""Thief."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_a_revealed_treasure

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Thief(CardRules):
    """Each other player reveals their top two cards and trashes a Treasure among them
    that you choose; you may gain any of the trashed cards; the rest are discarded."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed: list[CardInstance] = []
        for victim in game.attack_targets(player, card):
            taken = trash_a_revealed_treasure(game, player, victim, 2)
            if taken is not None:
                trashed.append(taken)
        for c in game.choose_cards(
            player, "gain any of the trashed cards", trashed, 0, len(trashed)
        ):
            game.gain(player, c, game.trash)
