"""Sleigh."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_horses, still_where_gained
from engine.decisions import ChooseMode
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sleigh(CardRules):
    """Gain two Horses. When you gain a card, you may discard this from your hand to put
    that card into your hand or onto your deck."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gain_horses(game, player, 2)

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        where = still_where_gained(game, player, gained, (ZoneKind.DISCARD, ZoneKind.DECK))
        if where is None:
            return
        if not game.may(player, f"discard Sleigh for {gained.name}"):
            return
        if not game.discard(player, reactor, player.hand):
            return
        mode = game.decide(
            ChooseMode(
                player, f"put {gained.name} into your hand or onto your deck", ["hand", "deck"]
            )
        )
        target = player.hand if mode == "hand" else player.deck
        game.move(gained, where, target, player=player, verb="puts")
