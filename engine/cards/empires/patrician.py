"""Patrician."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Patrician(CardRules):
    """+1 Card, +1 Action. Reveal the top card of your deck; if it costs 5 coins or
    more, put it into your hand (else it goes back)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for top in game.reveal_from_deck(player, 1):
            if game.cost(top).has_coins(5):
                game.move(top, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, top, player.revealed)
