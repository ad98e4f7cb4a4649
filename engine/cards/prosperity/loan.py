"""Loan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def reveal_until_treasure(game: Game, player: Player) -> CardInstance | None:
    """Reveal cards from the deck until a Treasure; the revealed cards stay out of any
    shuffle meanwhile. Returns the Treasure, or None when none turned up."""
    with game.one_draw():  # (one draw: Avoid)
        while True:
            shown = game.reveal_from_deck(player, 1)
            if not shown:
                return None
            if shown[0].is_a("Treasure"):
                return shown[0]


class Loan(Treasure):
    """1 coin. Reveal cards from your deck until you reveal a Treasure. Discard it or
    trash it. Discard the other cards (first edition)."""

    coins = 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        found = reveal_until_treasure(game, player)
        if found is not None:
            mode = game.decide(
                ChooseMode(player, f"discard or trash {found.name}", ["discard", "trash"])
            )
            if mode == "trash":
                game.trash_card(player, found, player.revealed)
            else:
                game.discard(player, found, player.revealed)
        for c in list(player.revealed.cards):
            game.discard(player, c, player.revealed)
