"""Zombie Mason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ZombieMason(CardRules):
    """Trash the top card of your deck; you may gain a card costing up to 1 coin more
    than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        top = game.reveal_from_deck(player, 1)
        if not top or not game.trash_card(player, top[0], player.revealed):
            return
        limit = game.cost(top[0]).plus_coins(1)
        choice = game.choose_from_supply(
            player,
            f"gain a card costing up to 1 coin more than {top[0].name}",
            lambda c: game.cost(c).at_most(limit),
            optional=True,
        )
        if choice is not None and choice.zone is not None:
            game.gain(player, choice, choice.zone)
