"""Magpie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Magpie(CardRules):
    """+1 Card, +1 Action; reveal your top card: a Treasure goes to your hand, anything
    else goes back on top; an Action or Victory card gains you a Magpie."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for shown in game.reveal_from_deck(player, 1):
            if shown.is_a("Treasure"):
                game.move(shown, player.revealed, player.hand, verb="puts")
            else:
                game.topdeck(player, shown, player.revealed)
            if shown.is_a("Action") or shown.is_a("Victory"):
                game.gain_named(player, "Magpie")
