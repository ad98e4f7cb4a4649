"""Sentry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sentry(CardRules):
    """+1 Card, +1 Action; look at the top 2 cards of your deck; trash and/or discard
    any number of them; put the rest back on top in any order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        seen = game.look_at_top(player, 2)
        for c in game.choose_cards(player, "trash any number", seen, 0, len(seen)):
            game.trash_card(player, c, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        for c in game.choose_cards(player, "discard any number", rest, 0, len(rest)):
            game.discard(player, c, player.revealed)
        rest = [c for c in rest if c.zone is player.revealed]
        topdeck_in_chosen_order(
            game, player, rest, player.revealed, "put the rest back, top card first"
        )
