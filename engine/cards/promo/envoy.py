"""Envoy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Envoy(CardRules):
    """Reveal the top five cards of your deck; the player to your left chooses one for
    you to discard, and the rest go to your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.reveal_from_deck(player, 5)
        if not shown:
            return
        chooser = game.left_of(player)
        out = game.choose_card(chooser, f"choose a card for {player.name} to discard", shown)
        if out is not None:
            game.discard(player, out, player.revealed)
        for c in shown:
            if c is not out:
                game.move(c, player.revealed, player.hand, verb="puts")
