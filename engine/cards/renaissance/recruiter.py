"""Recruiter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Recruiter(CardRules):
    """+2 Cards. Trash a card from your hand: +1 Villager per coin it costs."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        chosen = game.choose_card(player, "trash a card", player.hand.cards)
        if chosen is None:
            return
        cost = game.cost(chosen)
        if game.trash_card(player, chosen, player.hand):
            game.plus(player, villagers=cost.coins)
