"""Gear."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gear(CardRules):
    """+2 Cards; set aside up to 2 cards from your hand face down (under this); at the
    start of your next turn, put them into your hand. With none set aside, Gear is
    discarded this turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        chosen = game.choose_cards(
            player, "set aside up to 2 cards with Gear", player.hand.cards, 0, 2
        )
        kept = [c for c in chosen if game.set_aside(player, c, player.hand, "Gear")]
        if not kept:
            return
        zone = player.set_aside_zone("Gear")

        def back(g: Game, p: Player) -> None:
            for c in kept:
                g.move(c, zone, p.hand, player=p, verb="puts")

        game.next_turn_effect(player, card, back)
