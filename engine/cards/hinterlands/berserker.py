"""Berserker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to, play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Berserker(CardRules):
    """Gain a card costing less than this; each other player discards down to 3 cards in
    hand. When you gain it, if you have an Action card in play, play it."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        limit = game.cost(card)
        game.choose_and_gain(
            player,
            "gain a card costing less than Berserker",
            lambda c: game.cost(c).less_than(limit),
        )
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gained_where(card)
        if where is not None and any(c.is_a("Action") for c in player.in_play.cards):
            play_where_it_is(game, player, card, where)
