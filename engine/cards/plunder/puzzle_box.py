"""Puzzle Box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class PuzzleBox(CardRules):
    """A Loot: 3 coins, +1 Buy; you may set aside a card from your hand face down, and
    put it into your hand at the end of the turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3, buys=1)
        chosen = game.choose_card(
            player, "set aside a card until the end of the turn", player.hand.cards, optional=True
        )
        if chosen is not None:
            game.set_aside(player, chosen, player.hand, "Puzzle Box")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        area = player.set_aside.get("Puzzle Box")
        if area is not None:
            for c in list(area.cards):
                game.move(c, area, player.hand, verb="puts")
