"""Alchemist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Alchemist(CardRules):
    """+2 Cards, +1 Action. At the start of Clean-up, if you have a Potion in play, you
    may put this onto your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.in_play:
            return
        if not any(c.name == "Potion" for c in player.in_play.cards):
            return
        if game.may(player, "put Alchemist onto your deck"):
            game.topdeck(player, card, player.in_play)
