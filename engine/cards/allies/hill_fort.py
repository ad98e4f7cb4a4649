"""Hill Fort."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import costs_up_to, still_where_gained
from engine.values import ZoneKind, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HillFort(CardRules):
    """Gain a card costing up to 4 coins. Choose one: put it into your hand; or +1 Card
    and +1 Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        gained = game.choose_and_gain(
            player, "gain a card costing up to 4", costs_up_to(game, up_to(4))
        )
        # the gain has resolved completely before the choice
        for mode in choose_options(game, player, card, "choose one", ["hand", "cantrip"]):
            if mode == "cantrip":
                game.plus(player, cards=1, actions=1)
            elif gained is not None:
                _put_into_hand(game, player, gained)


def _put_into_hand(game: Game, player: Player, gained: CardInstance) -> None:
    """Put the card Hill Fort gained into its player's hand, if it is still where it went."""
    where = still_where_gained(game, player, gained, tuple(ZoneKind))
    if where is None or where is player.hand:
        game.note(player, lambda: f"{player.name} cannot put {gained.name} into their hand.")
        return
    game.move(gained, where, player.hand, player=player, verb="puts")
