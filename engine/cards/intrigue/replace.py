"""Replace."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Replace(CardRules):
    """Trash a card from your hand; gain a card costing up to 2 coins more. If it is an
    Action or Treasure, put it onto your deck; if a Victory card, each other player
    gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        limit = game.cost(trashed).plus_coins(2)
        gained = game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))
        if gained is None:
            return
        if gained.is_a("Action") or gained.is_a("Treasure"):
            game.topdeck(player, gained, player.discard)
        if gained.is_a("Victory"):
            for victim in game.attack_targets(player, card):
                game.gain_named(victim, "Curse")
