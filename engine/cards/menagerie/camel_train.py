"""Camel Train."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CamelTrain(CardRules):
    """Exile a non-Victory card from the Supply. When you gain this, Exile a Gold from
    the Supply. Exiled cards are yours, though never gained."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        target = game.choose_from_supply(
            player, "Exile a non-Victory card from the Supply", lambda c: not c.is_a("Victory")
        )
        if target is not None and target.zone is not None:
            game.move(target, target.zone, player.exile, verb="exiles")

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pile = game.pile("Gold")
        if pile is not None and pile.cards:
            game.move(pile.cards[0], pile, player.exile, verb="exiles")
