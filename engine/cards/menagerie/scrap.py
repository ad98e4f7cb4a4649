"""Scrap."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import gain_horses, trash_from_hand

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
        prompt = f"choose {count} different things"
        for mode in choose_options(game, player, card, prompt, self.modes, count, counted=True):
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
