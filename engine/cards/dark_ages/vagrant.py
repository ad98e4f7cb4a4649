"""Vagrant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Vagrant(CardRules):
    """+1 Card, +1 Action. Reveal your top card; if it is a Curse, Ruins, Shelter or
    Victory card, put it into your hand (otherwise back on your deck)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for c in game.reveal_from_deck(player, 1):
            if any(c.is_a(t) for t in ("Curse", "Ruins", "Shelter", "Victory")):
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, c, player.revealed)
