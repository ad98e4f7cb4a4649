"""Wishing Well."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseOption

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class WishingWell(CardRules):
    """+1 Card, +1 Action. Name a card, then reveal the top card of your deck; if you
    named it, put it into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        names = sorted({c.name for z in game.all_zones() for c in z.cards})
        named = names[game.decide(ChooseOption(player, "name a card", names))]
        for top in game.reveal_from_deck(player, 1):
            if top.name == named:
                game.move(top, player.revealed, player.hand, player=player, verb="puts")
            else:
                game.topdeck(player, top, player.revealed)
