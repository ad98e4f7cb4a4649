"""Mint."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mint(CardRules):
    """You may reveal a Treasure card from your hand. Gain a copy of it. When you gain
    this, trash all non-Duration Treasures you have in play. (First edition: when you
    buy this, trash all Treasures you have in play, Duration ones too.)"""

    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        treasures = [c for c in player.hand.cards if c.is_a("Treasure")]
        shown = game.choose_card(player, "reveal a Treasure to gain a copy", treasures, True)
        if shown is None:
            return
        game.reveal(player, shown)
        game.gain_copy(player, shown.name)

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.first_edition("Mint"):
            for c in list(player.in_play.cards):
                if c.is_a("Treasure"):
                    game.trash_card(player, c, player.in_play)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.first_edition("Mint"):
            return
        for c in list(player.in_play.cards):
            if c.is_a("Treasure") and not c.is_a("Duration"):
                game.trash_card(player, c, player.in_play)
