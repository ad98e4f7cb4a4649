"""Mystic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import name_any_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mystic(CardRules):
    """+1 Action, +2 coins. Name a card, then reveal your top card; if it is the named
    card, put it into your hand (otherwise back on your deck)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=2)
        named = name_any_card(game, player, "name a card")
        for c in game.reveal_from_deck(player, 1):
            if c.name == named:
                game.move(c, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, c, player.revealed)
