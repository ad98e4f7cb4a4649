"""Governor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Governor(CardRules):
    """+1 Action. Choose: each player draws (you three, others one); each player gains
    (you a Gold, others a Silver); or each player may upgrade a card from hand (you by
    exactly two coins, others by exactly one). Resolved in turn order from you."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        modes = ["draw", "gain", "upgrade"]
        for mode in choose_options(game, player, card, "choose a mode", modes):
            for p in [player, *game.others(player)]:
                mine = p is player
                if mode == "draw":
                    game.draw(p, 3 if mine else 1)
                elif mode == "gain":
                    game.gain_named(p, "Gold" if mine else "Silver")
                else:
                    self._upgrade(game, p, 2 if mine else 1)

    def _upgrade(self, game: Game, player: Player, more: int) -> None:
        trashed = trash_from_hand(game, player, "trash a card to upgrade it", optional=True)
        if trashed is None:
            return
        base = game.cost(trashed)
        game.choose_and_gain(
            player,
            f"gain a card costing exactly {more} coin{'s' if more > 1 else ''} more",
            lambda c: game.cost(c).exactly_more(base, more),
        )
