"""Fortune Hunter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is, topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FortuneHunter(CardRules):
    """+2 coins. Look at the top 3 cards of your deck. You may play a Treasure from them.
    Put the rest back in any order."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        seen = game.look_at_top(player, 3)
        pool = [c for c in seen if c.is_a("Treasure")]
        chosen = game.choose_card(player, "play a Treasure from them", pool, optional=True)
        if chosen is not None:
            play_where_it_is(game, player, chosen, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, rest, player.revealed)
