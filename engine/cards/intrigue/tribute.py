"""Tribute."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Tribute(CardRules):
    """(First edition.) The player to your left reveals then discards the top two cards
    of their deck. For each differently named card: an Action, +2 Actions; a Treasure,
    +2 coins; a Victory card, +2 Cards."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        left = game.left_of(player)
        revealed = game.reveal_from_deck(left, 2)
        for c in revealed:
            game.discard(left, c, left.revealed)
        for name in dict.fromkeys(c.name for c in revealed):
            types = game.catalog[name].types
            game.plus(
                player,
                actions=2 if "Action" in types else 0,
                coins=2 if "Treasure" in types else 0,
            )
            if "Victory" in types:
                game.plus(player, cards=2)
