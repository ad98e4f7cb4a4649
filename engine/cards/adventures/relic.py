"""Relic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Relic(CardRules):
    """A Treasure and Attack: 2 coins; each other player puts their -1 Card token on
    their deck (their next draw is one card fewer)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            game.put_minus_card_token(victim)
