"""Invest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import Compare, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

INVESTED = Note("cards Exiled with Invest", frozenset, frozenset[int]())
"""The uids of the cards Invest has Exiled (each counts while on its owner's Exile mat)."""

CARDS_PER_INVESTMENT = 2
"""What each Invested copy draws its owner when another player gains or Invests in one."""


class Invest(CardRules):
    """An Event: Exile an Action card from the Supply. While it is in Exile, when another
    player gains or Invests in a copy of it, +2 Cards (for each such card Invested)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        chosen = game.choose_from_supply(
            player, "Exile an Action card from the Supply", lambda c: c.is_a("Action")
        )
        if chosen is None or chosen.zone is None:
            return
        if game.move(chosen, chosen.zone, player.exile, verb="exiles"):
            game.remembered.set(INVESTED, game.remembered.get(INVESTED) | {chosen.uid})
            _others_draw(game, player, chosen.name)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        _others_draw(game, player, gained.name)


def _others_draw(game: Game, player: Player, name: str) -> None:
    """Each player other than ``player`` draws 2 cards per copy of ``name`` they have
    Invested in and still have in Exile."""
    invested = game.remembered.get(INVESTED)
    if not invested:
        return
    for other in game.others(player):
        count = sum(1 for c in other.exile.cards if c.name == name and c.uid in invested)
        if count:
            game.plus(other, cards=CARDS_PER_INVESTMENT * count)


def _apply(game: Game, player: Player, names: list[str]) -> None:
    cards = [game.new_card(name, player.exile) for name in names]
    game.remembered.set(INVESTED, game.remembered.get(INVESTED) | {c.uid for c in cards})


def _read(game: Game, player: Player) -> list[str]:
    invested = game.remembered.get(INVESTED)
    return [c.name for c in player.exile.cards if c.uid in invested]


player_key("invested", _apply, _read, Compare.MULTISET)
