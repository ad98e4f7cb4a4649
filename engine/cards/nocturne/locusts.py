"""Locusts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.fate import Hex

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Locusts(Hex):
    """Trash the top card of your deck. A Copper or Estate: gain a Curse; anything else:
    gain a cheaper card that shares a type with it."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        top = game.reveal_from_deck(player, 1)
        if not top or not game.trash_card(player, top[0], player.revealed):
            return
        trashed = top[0]
        if trashed.name in ("Copper", "Estate"):
            game.gain_named(player, "Curse")
            return
        cost = game.cost(trashed)
        game.choose_and_gain(
            player,
            f"gain a card cheaper than {trashed.name} that shares a type with it",
            lambda c: bool(c.types & trashed.types) and game.cost(c).less_than(cost),
        )
