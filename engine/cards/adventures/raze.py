"""Raze."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Raze(CardRules):
    """+1 Action; trash this or a card from your hand; look at as many cards from your deck
    as the trashed card costs in coins, put one into your hand and discard the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        pool = list(player.hand.cards)
        if card.zone is player.in_play:
            pool = [card, *pool]
        chosen = game.choose_card(player, "trash Raze or a card from your hand", pool)
        if chosen is None:
            return
        where = chosen.zone
        if where is None or not game.trash_card(player, chosen, where):
            return
        seen = game.look_at_top(player, game.cost(chosen).coins)
        kept = game.choose_card(player, "put one into your hand", seen)
        if kept is not None:
            game.move(kept, player.revealed, player.hand, verb="puts")
        game.discard_each(player, [c for c in seen if c.zone is player.revealed], player.revealed)
