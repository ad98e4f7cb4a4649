"""Famine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Famine(Hex):
    """Reveal the top 3 cards of your deck; discard the Actions and shuffle the rest
    into your deck."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.reveal_from_deck(player, 3)
        for c in shown:
            if c.is_a("Action"):
                game.discard(player, c, player.revealed)
        for c in shown:
            if c.zone is player.revealed:
                game.topdeck(player, c, player.revealed)
        game.shuffle_deck(player)
        game.note(player, lambda: f"{player.name} shuffles their deck.")
