"""Innkeeper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_DRAW_AND_DISCARD = {"one": (1, 0), "three": (3, 3), "five": (5, 6)}
"""Each mode's cards drawn and cards then discarded."""


class Innkeeper(CardRules):
    """+1 Action. Choose one: +1 Card; or +3 Cards, then discard 3 cards; or +5 Cards,
    then discard 6 cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        for mode in choose_options(game, player, card, "choose one", ["one", "three", "five"]):
            draw, discard = _DRAW_AND_DISCARD[mode]
            game.plus(player, cards=draw)
            count = min(discard, len(player.hand))
            if count:
                chosen = game.choose_cards(
                    player, f"discard {count} cards", player.hand.cards, count, count
                )
                game.discard_each(player, chosen, player.hand)
