"""Advisor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Advisor(CardRules):
    """+1 Action. Reveal the top 3 cards of your deck; the player to your left chooses one,
    which you discard; the others go into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        shown = game.reveal_from_deck(player, 3)
        if not shown:
            return
        left = game.left_of(player)
        chosen = game.choose_card(left, f"choose a card for {player.name} to discard", shown)
        if chosen is not None:
            game.discard(player, chosen, player.revealed)
        for c in shown:
            if c.zone is player.revealed:
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
