"""Trade Route."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


ON_THE_MAT = Note(
    "Victory piles whose Trade Route token is on the mat", frozenset, frozenset[str]()
)
"""The Victory Supply piles a card has been gained from this game (the game's)."""
TOKENED = Note("Victory piles given a Trade Route token", frozenset, frozenset[str]())
"""The Victory Supply piles Trade Route's set-up put a token on: those in the Supply then,
not those Divine Wind sets out later."""


class TradeRoute(CardRules):
    """+1 Buy. +1 coin per token on the Trade Route mat. Trash a card from your hand.
    Setup: put a token on each Victory Supply pile (not on one set out later: Divine
    Wind); when a card is gained from that pile, move the token to the Trade Route mat
    (first edition)."""

    plus_coins_in_text = True

    def at_setup(self, game: Game) -> None:
        if not game.remembered.get(TOKENED):
            victory = frozenset(p for p in game.supply if _is_victory_pile(game, p))
            game.remembered.set(TOKENED, victory)

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=len(game.remembered.get(ON_THE_MAT)))
        trash_from_hand(game, player, "trash a card")

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        source = game.gained_from
        pile = next((name for name, zone in game.supply.items() if zone is source), None)
        moved = game.remembered.get(ON_THE_MAT)
        if pile is None or pile in moved:
            return
        if pile in game.remembered.get(TOKENED):
            game.remembered.set(ON_THE_MAT, moved | {pile})
            game.note(player, lambda: f"The Trade Route token on the {pile} pile moves to the mat.")


def _is_victory_pile(game: Game, pile: str) -> bool:
    """A Victory pile is one whose first card (the one its randomizer shows: Humble Castle
    for the Castles) is a Victory card; the Knights pile is not one, even with Dame
    Josephine on top."""
    cards = game.catalog.pile_cards(pile)
    return bool(cards) and "Victory" in cards[0].types


def _tokens_on_mat(game: Game, player: Player, piles: list[str]) -> None:
    moved: set[str] = set()
    for name in piles:
        pile = game.catalog.pile_of(name) if name in game.catalog else name
        if pile not in game.supply or not _is_victory_pile(game, pile):
            raise ScenarioError(f"trade_route: {name} is not a Victory Supply pile in this game")
        moved.add(pile)
    game.remembered.set(ON_THE_MAT, frozenset(moved))


def _piles_on_mat(game: Game, player: Player) -> list[str]:
    moved: frozenset[str] = game.remembered.get(ON_THE_MAT)
    return sorted(moved)


game_key("trade_route", _tokens_on_mat, _piles_on_mat, Compare.MULTISET)
