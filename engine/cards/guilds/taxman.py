"""Taxman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, trash_from_hand
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Taxman(CardRules):
    """You may trash a Treasure from your hand. If you do, each other player with 5 or
    more cards in hand discards a copy of it (or reveals a hand without one), and you gain
    a Treasure costing up to 3 coins more onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(
            game, player, "trash a Treasure for Taxman", lambda c: c.is_a("Treasure"), optional=True
        )
        if trashed is None:
            return
        for victim in game.attack_targets(player, card):
            if len(victim.hand) < 5:
                continue
            copy = victim.hand.named(trashed.name)
            if copy is not None:
                game.discard(victim, copy, victim.hand)
            else:
                game.reveal_hand(victim)
        fits = costs_up_to(game, game.cost(trashed).plus_coins(3))
        game.choose_and_gain(
            player,
            f"gain a Treasure costing up to 3 coins more than {trashed.name}",
            lambda c: c.is_a("Treasure") and fits(c),
            to=ZoneKind.DECK,
        )
