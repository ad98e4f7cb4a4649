"""Treasurer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import gain_from_trash, trash_from_hand
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Treasurer(CardRules):
    """+3 coins. Choose: trash a Treasure from your hand; gain a Treasure from the trash
    to your hand; or take the Key (+1 coin at the start of each of your turns)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        for mode in choose_options(game, player, card, "choose one", ["trash", "gain", "key"]):
            if mode == "trash":
                trash_from_hand(game, player, "trash a Treasure", lambda c: c.is_a("Treasure"))
            elif mode == "gain":
                gain_from_trash(
                    game,
                    player,
                    "gain a Treasure from the trash to your hand",
                    lambda c: c.is_a("Treasure"),
                    to=ZoneKind.HAND,
                )
            else:
                game.take_artifact("Key", player)
