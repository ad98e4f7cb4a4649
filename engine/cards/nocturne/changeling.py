"""Changeling."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Changeling(CardRules):
    """Trash this, and gain a copy of a card you have in play. In a game with Changeling,
    when you gain a card costing 3 coins or more you may exchange it for a Changeling."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.trash_card(player, card, player.in_play):
            return
        names = sorted({c.name for c in player.in_play.cards})
        pool = [c for c in game.supply_tops() if c.name in names]
        chosen = game.choose_card(player, "gain a copy of a card you have in play", pool)
        if chosen is not None and chosen.zone is not None:
            game.gain(player, chosen, chosen.zone)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Changeling" or gained.zone is None or gained.zone.owner is not player:
            return
        if not game.cost(gained).at_least(up_to(3)) or not game.can_exchange(gained, "Changeling"):
            return
        if game.may(player, f"exchange {gained.name} for a Changeling"):
            game.exchange(player, gained, "Changeling")
