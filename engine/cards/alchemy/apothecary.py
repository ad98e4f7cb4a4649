"""Apothecary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Apothecary(CardRules):
    """+1 Card, +1 Action. Reveal the top four cards of your deck: the Coppers and Potions
    go into your hand, the rest back on top in the order you choose."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        shown = game.reveal_from_deck(player, 4)
        for c in shown:
            if c.name in ("Copper", "Potion"):
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
        rest = [c for c in shown if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, rest, player.revealed)
