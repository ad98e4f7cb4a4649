"""Loan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Treasure
from engine.cards.helpers import reveal_until
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def reveal_until_treasure(game: Game, player: Player) -> CardInstance | None:
    """Reveal cards from the deck until a Treasure; the revealed cards stay out of any
    shuffle meanwhile. Returns the Treasure, or None when none turned up."""
    found, _ = reveal_until(game, player, lambda c: c.is_a("Treasure"))
    return found[0] if found else None


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
