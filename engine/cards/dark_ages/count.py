"""Count."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Count(CardRules):
    """Choose one: discard 2 cards; put a card from your hand onto your deck; or gain a
    Copper. Then choose one: +3 coins; trash your hand; or gain a Duchy."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        firsts = ["discard", "topdeck", "copper"]
        for first in choose_options(game, player, card, "choose one", firsts):
            if first == "discard":
                discard_down_to(game, player, max(len(player.hand) - 2, 0))
            elif first == "topdeck":
                chosen = game.choose_card(player, "put a card onto your deck", player.hand.cards)
                if chosen is not None:
                    game.topdeck(player, chosen, player.hand)
            else:
                game.gain_named(player, "Copper")
        seconds = ["coins", "trash", "duchy"]
        for second in choose_options(game, player, card, "then choose one", seconds):
            if second == "coins":
                game.plus(player, coins=3)
            elif second == "trash":
                game.trash_together(player, [(c, player.hand) for c in player.hand.cards])
            else:
                game.gain_named(player, "Duchy")
