"""Oracle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import topdeck_in_chosen_order

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Oracle(CardRules):
    """Each player (you too) reveals the top 2 cards of their deck; you choose whether
    they discard both or put both back in an order they choose. Then +2 Cards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for each in [player, *game.attack_targets(player, card)]:
            shown = game.reveal_from_deck(each, 2)
            if not shown:
                continue
            names = " and ".join(c.name for c in shown)
            whose = "your" if each is player else f"{each.name}'s"
            if game.may(player, f"discard {whose} {names}"):
                for c in shown:
                    game.discard(each, c, each.revealed)
            else:
                topdeck_in_chosen_order(game, each, shown, each.revealed)
        game.plus(player, cards=2)
