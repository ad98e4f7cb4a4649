"""Kintsugi."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.notes import Note
from engine.state_keys import player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

GOLD_GAINERS: Note[frozenset[str]] = Note("players who have gained a Gold", frozenset, frozenset())
"""The players who have gained a Gold this game (kept while Kintsugi is in the game)."""


class Kintsugi(CardRules):
    """An Event: trash a card from your hand; if you have gained a Gold this game, gain
    a card costing up to 2 coins more than the trashed card."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        if player.name not in game.remembered.get(GOLD_GAINERS):
            game.note(player, lambda: f"{player.name} has not gained a Gold this game.")
            return
        limit = game.cost(trashed).plus_coins(2)
        game.choose_and_gain(
            player,
            f"gain a card costing up to 2 coins more than {trashed.name}",
            lambda c: game.cost(c).at_most(limit),
        )

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if gained.name == "Gold":
            _mark(game, player, True)


def _mark(game: Game, player: Player, gained_gold: bool) -> None:
    now = game.remembered.get(GOLD_GAINERS)
    game.remembered.set(GOLD_GAINERS, now | {player.name} if gained_gold else now - {player.name})


def _read(game: Game, player: Player) -> bool:
    return player.name in game.remembered.get(GOLD_GAINERS)


player_key("gained_a_gold", _mark, _read)
