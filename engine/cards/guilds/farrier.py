"""Farrier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.overpay import Overpay
from engine.game.notes import Note
from engine.state_keys import ScenarioError, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance

EXTRA_CARDS = Note("cards Farrier's overpay draws at the end of this turn", int, 0)
"""How many cards the current player draws at the end of this turn, for the Farriers
overpaid for this turn."""


class Farrier(Overpay):
    """+1 Card, +1 Action, +1 Buy. Overpay: +1 Card at the end of this turn per coin
    overpaid (when the Farrier bought with the extra is gained)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, buys=1)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        if extra.coins:
            draw_at_end_of_turn(game, player, game.this_turn.get(EXTRA_CARDS) + extra.coins)

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        extra = game.this_turn.get(EXTRA_CARDS)
        if extra:
            game.this_turn.set(EXTRA_CARDS, 0)
            game.note(player, lambda: f"{player.name} draws {extra} more for Farrier's overpay.")
            game.plus(player, cards=extra)


def draw_at_end_of_turn(game: Game, player: Player, count: int) -> None:
    """``player``, whose turn it is, will draw ``count`` cards at the end of this turn."""
    game.this_turn.set(EXTRA_CARDS, count)
    if "Farrier" not in player.lasting_this_turn:
        player.lasting_this_turn.append("Farrier")


def _apply(game: Game, player: Player, count: int) -> None:
    if player is not game.current and count:
        raise ScenarioError(
            f"end_of_turn_cards: only the player whose turn it is draws at the end of this "
            f"turn, not {player.name}"
        )
    game.hooks.include("Farrier")  # its end-of-turn draw is in this game
    draw_at_end_of_turn(game, player, count)


def _read(game: Game, player: Player) -> int:
    return game.this_turn.get(EXTRA_CARDS) if player is game.current else 0


player_key("end_of_turn_cards", _apply, _read)
