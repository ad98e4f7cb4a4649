"""Sea Chart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SeaChart(CardRules):
    """+1 Card, +1 Action; reveal the top card of your deck; if you have a copy of it in
    play, put it into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for top in game.reveal_from_deck(player, 1):
            if any(c.name == top.name for c in player.in_play.cards):
                game.move(top, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, top, player.revealed)
