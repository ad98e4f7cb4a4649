"""Bad Omens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BadOmens(Hex):
    """Put your deck into your discard pile; put 2 Coppers from it onto your deck (or
    reveal that you cannot)."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        for c in list(player.deck.cards):
            game.move(c, player.deck, player.discard, player=player, verb="puts")
        coppers = [c for c in player.discard.cards if c.name == "Copper"][:2]
        for c in coppers:
            game.topdeck(player, c, player.discard)
        if len(coppers) < 2:
            for c in player.discard.cards:
                game.reveal(player, c)
