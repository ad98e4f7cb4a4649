"""Haven."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Haven(Vanilla):
    """+1 Card, +1 Action; set a card from your hand aside face down (under this); at
    the start of your next turn, put it into your hand."""

    cards, actions = 1, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        kept = game.choose_card(player, "set a card aside with Haven", player.hand.cards)
        if kept is None or not game.set_aside(player, kept, player.hand, "Haven"):
            return
        zone = player.set_aside_zone("Haven")

        def back(g: Game, p: Player) -> None:
            g.move(kept, zone, p.hand, player=p, verb="puts")

        game.next_turn_effect(player, card, back)
