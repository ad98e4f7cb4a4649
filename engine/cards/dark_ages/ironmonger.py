"""Ironmonger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ironmonger(CardRules):
    """+1 Card, +1 Action. Reveal your top card; you may discard it. Either way, if it
    is an Action, +1 Action; a Treasure, +1 coin; a Victory card, +1 Card."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for c in game.reveal_from_deck(player, 1):
            if game.may(player, f"discard the revealed {c.name}"):
                game.discard(player, c, player.revealed)
            else:
                game.topdeck(player, c, player.revealed)
            if c.is_a("Action"):
                game.plus(player, actions=1)
            if c.is_a("Treasure"):
                game.plus(player, coins=1)
            if c.is_a("Victory"):
                game.plus(player, cards=1)
