"""Footpad."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_ACTION_PHASE = Phase.ACTION  # bound once: enum attribute reads are slow on Python 3.11


class Footpad(CardRules):
    """+2 Coffers; each other player discards down to 3 cards in hand. In games using it,
    when a player gains a card in an Action phase, they draw a card (all game long, from
    the start, whether or not anyone has a Footpad)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coffers=2)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 3)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.phase is _ACTION_PHASE:
            game.draw(player, 1)
