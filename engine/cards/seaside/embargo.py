"""Embargo (removed in Seaside's second edition; played by its errata wording)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseSupply
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

TOKENS: Note[tuple[str, ...]] = Note("Embargo tokens", tuple, ())
"""The Supply piles with Embargo tokens, one entry per token (kept for the game)."""


class Embargo(CardRules):
    """+2 coins. Trash this to put an Embargo token on a Supply pile (played again by
    Throne Room, it is already gone: no second token). When a player buys a card, they
    gain a Curse per Embargo token on that pile. (First edition: trash this, and put a
    token down whether or not it was trashed, so Throne Room gives two tokens.)"""

    plus_coins_in_text = True
    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        trashed = game.trash_card(player, card, player.in_play)
        if not trashed and not game.first_edition("Embargo"):
            return
        pile = game.decide(
            ChooseSupply(player, "put an Embargo token on a Supply pile", list(game.supply))
        )
        if pile is not None:
            game.remembered.set(TOKENS, (*game.remembered.get(TOKENS), pile))
            game.note(player, lambda: f"{player.name} puts an Embargo token on the {pile} pile.")

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        pile = game.catalog.pile_of(bought.name)
        for _ in range(game.remembered.get(TOKENS).count(pile)):
            game.gain_named(player, "Curse")
