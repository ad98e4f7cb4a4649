"""Weaver."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, play_where_it_is
from engine.decisions import ChooseMode
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Weaver(CardRules):
    """Gain two Silvers or a card costing up to 4 coins. When you discard it other than
    in Clean-up, you may play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        mode = game.decide(
            ChooseMode(player, "gain two Silvers or a card costing up to 4", ["silvers", "card"])
        )
        if mode == "silvers":
            for _ in range(2):
                game.gain_named(player, "Silver")
        else:
            game.choose_and_gain(
                player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
            )

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        if game.may(player, "play the discarded Weaver"):
            play_where_it_is(game, player, card, player.discard)
