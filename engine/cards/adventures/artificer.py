"""Artificer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_exactly_coins
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Artificer(CardRules):
    """+1 Card, +1 Action, +1 coin; discard any number of cards; you may gain a card
    costing exactly 1 coin per card discarded, onto your deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)
        hand = list(player.hand.cards)
        chosen = game.choose_cards(player, "discard any number of cards", hand, 0, len(hand))
        game.discard_each(player, list(chosen), player.hand)
        count = len(chosen)
        choice = game.choose_from_supply(
            player,
            f"gain a card costing exactly {count} onto your deck",
            lambda c: costs_exactly_coins(game, c, count),
            optional=True,
        )
        if choice is not None and choice.zone is not None:
            game.gain(player, choice, choice.zone, ZoneKind.DECK)
