"""Scrap."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.cards.helpers import gain_horses, trash_from_hand
from engine.decisions import ChooseModes

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Scrap(CardRules):
    """Trash a card from your hand; choose a different thing per coin it costs: +1 Card,
    +1 Action, +1 Buy, +1 coin, gain a Silver, gain a Horse."""

    plus_coins_in_text = True

    modes: ClassVar[list[str]] = ["card", "action", "buy", "coin", "silver", "horse"]

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed = trash_from_hand(game, player, "trash a card")
        if trashed is None:
            return
        count = min(game.cost(trashed).coins, len(self.modes))
        if count == 0:
            return
        chosen = game.decide(
            ChooseModes(player, f"choose {count} different things", self.modes, count)
        )
        for mode in self.modes:  # in the printed order
            if mode not in chosen:
                continue
            if mode == "silver":
                game.gain_named(player, "Silver")
            elif mode == "horse":
                gain_horses(game, player, 1)
            else:
                game.plus(
                    player,
                    cards=mode == "card",
                    actions=mode == "action",
                    buys=mode == "buy",
                    coins=mode == "coin",
                )
