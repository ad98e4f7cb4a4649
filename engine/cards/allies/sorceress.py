"""Sorceress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other, name_any_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sorceress(CardRules):
    """+1 Action. Name a card. Reveal the top card of your deck and put it into your
    hand; if it is the named card, each other player gains a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        named = name_any_card(game, player, "name a card for Sorceress")
        for top in game.reveal_from_deck(player, 1):
            game.move(top, player.revealed, player.hand, player=player, verb="puts")
            if top.name == named:
                curse_each_other(game, player, card)
