"""Embargo (removed in Seaside's second edition; played by its errata wording)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseSupply
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key

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

    def when_piles_leave_the_supply(self, game: Game, piles: list[str]) -> None:
        on = game.remembered.get(TOKENS)
        game.remembered.set(TOKENS, tuple(p for p in on if p not in piles))


def _put_tokens(game: Game, player: Player, tokens: dict[str, int]) -> None:
    on: list[str] = []
    for name, count in tokens.items():
        if game.pile(name) is None:
            raise ScenarioError(f"embargo: {name} is not a Supply pile in this game")
        on += [game.catalog.pile_of(name)] * count
    game.remembered.set(TOKENS, tuple(on))
    game.hooks.include("Embargo")


def _tokens(game: Game, player: Player) -> dict[str, int]:
    on = game.remembered.get(TOKENS)
    return {pile: on.count(pile) for pile in dict.fromkeys(on)}


game_key("embargo", _put_tokens, _tokens, Compare.COUNTS)
