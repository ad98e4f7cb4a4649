"""Minion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Minion(CardRules):
    """+1 Action. Choose one: +2 coins; or discard your hand, +4 Cards, and each other
    player with at least five cards in hand discards their hand and draws four."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        for mode in choose_options(game, player, card, "choose one", ["coins", "discard"]):
            if mode == "coins":
                game.plus(player, coins=2)
                continue
            _cycle(game, player)
            for victim in game.attack_targets(player, card):
                if len(victim.hand) >= 5:
                    _cycle(game, victim)


def _cycle(game: Game, player: Player) -> None:
    for c in list(player.hand.cards):
        game.discard(player, c, player.hand)
    game.draw(player, 4)
