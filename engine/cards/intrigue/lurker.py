"""Lurker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import gain_from_trash

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Lurker(CardRules):
    """+1 Action. Choose: trash an Action card from the Supply, or gain an Action card
    from the trash."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        for mode in choose_options(game, player, card, "choose one", ["trash", "gain"]):
            if mode == "trash":
                target = game.choose_from_supply(
                    player, "trash an Action card from the Supply", lambda c: c.is_a("Action")
                )
                if target is not None and target.zone is not None:
                    game.trash_card(player, target, target.zone)
            else:
                gain_from_trash(
                    game, player, "gain an Action card from the trash", lambda c: c.is_a("Action")
                )
