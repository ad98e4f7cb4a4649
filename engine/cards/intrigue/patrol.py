"""Patrol."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Patrol(CardRules):
    """+3 Cards. Reveal the top four cards of your deck; put the Victory cards and
    Curses into your hand, and the rest back in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=3)
        sort_back(game, player, game.reveal_from_deck(player, 4), ("Victory", "Curse"))


def sort_back(
    game: Game, player: Player, revealed: list[CardInstance], kinds: tuple[str, ...]
) -> None:
    """Put the revealed cards of ``kinds`` into hand, and the rest back on the deck in
    an order the player chooses (Patrol, Scout)."""
    rest = []
    for c in revealed:
        if any(c.is_a(k) for k in kinds):
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        else:
            rest.append(c)
    topdeck_in_chosen_order(
        game, player, rest, player.revealed, "put the rest back, top card first"
    )
