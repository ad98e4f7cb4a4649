"""Sinister Plot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode
from engine.game.notes import Note
from engine.game.state import StartOfTurnEffect
from engine.state_keys import player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

TOKENS = Note("tokens on Sinister Plot", int, 0)
"""Each player's own tokens on Sinister Plot, by seat."""


class SinisterPlot(CardRules):
    """A Project: at the start of your turn, add a token here, or remove your tokens here
    for +1 Card each."""

    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        return StartOfTurnEffect("Sinister Plot", None, _run)


def _run(game: Game, player: Player) -> None:
    tokens = game.remembered.get(TOKENS, player.seat)
    mode = "add"
    if tokens:
        mode = game.decide(
            ChooseMode(player, "add a token, or remove yours for cards", ["add", "remove"])
        )
    if mode == "add":
        game.remembered.set(TOKENS, tokens + 1, player.seat)
        game.note(player, lambda: f"{player.name} adds a token to Sinister Plot ({tokens + 1}).")
        return
    game.remembered.set(TOKENS, 0, player.seat)
    game.note(player, lambda: f"{player.name} removes {tokens} tokens from Sinister Plot.")
    game.plus(player, cards=tokens)


player_key(
    "sinister_plot",
    lambda game, player, tokens: game.remembered.set(TOKENS, tokens, player.seat),
    lambda game, player: game.remembered.get(TOKENS, player.seat),
)
