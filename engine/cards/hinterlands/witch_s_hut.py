"""Witch's Hut."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WitchSHut(CardRules):
    """+4 Cards; discard 2 cards, revealed. If they are both Actions, each other player
    gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=4)
        chosen = game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2)
        for c in chosen:
            game.reveal(player, c)
        game.discard_each(player, chosen, player.hand)
        if len(chosen) == 2 and all(c.is_a("Action") for c in chosen):
            curse_each_other(game, player, card)
