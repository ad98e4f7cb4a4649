"""Continue."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Continue(CardRules):
    """An Event, once per turn: gain a non-Attack Action card costing up to 4 coins,
    return to your Action phase and play it (if it is still where it was gained to);
    +1 Action and +1 Buy."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Continue" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        limit = up_to(4)
        gained = game.choose_and_gain(
            player,
            "gain a non-Attack Action card costing up to 4 coins",
            lambda c: c.is_a("Action") and not c.is_a("Attack") and game.cost(c).at_most(limit),
        )
        game.return_to_action_phase()
        if gained is not None:
            where = game.gained_where(gained)
            if where is not None and where.owner is player:
                play_where_it_is(game, player, gained, where)
        game.plus(player, actions=1, buys=1)
