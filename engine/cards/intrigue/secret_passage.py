"""Secret Passage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChoosePosition

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SecretPassage(CardRules):
    """+2 Cards, +1 Action. Take a card from your hand and put it anywhere in your deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)
        chosen = game.choose_card(player, "put a card into your deck", player.hand.cards)
        if chosen is None:
            return
        where = game.decide(
            ChoosePosition(
                player, f"how many cards go above {chosen.name}", maximum=len(player.deck)
            )
        )
        game.move(chosen, player.hand, player.deck, player=player, position=where, verb="puts")
