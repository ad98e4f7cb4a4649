"""Prepare."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Prepare"


def _playable(c: CardInstance) -> bool:
    return c.is_a("Action") or c.is_a("Treasure")


class Prepare(CardRules):
    """An Event: set aside your hand face up; at the start of your next turn, play those
    Actions and Treasures in any order, then discard the rest."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        cards = list(player.hand.cards)
        if not cards:
            return
        for c in cards:
            game.reveal(player, c)
            game.set_aside(player, c, player.hand, LABEL)
        zone = player.set_aside_zone(LABEL)

        def run(g: Game, p: Player) -> None:
            while True:
                pool = [c for c in zone.cards if _playable(c)]
                if not pool:
                    break
                chosen = g.choose_card(p, "play a card set aside by Prepare", pool)
                if chosen is None or not g.move(chosen, zone, p.in_play, player=p, verb="puts"):
                    break
                g.play(p, chosen, from_hand=False)
            g.discard_each(p, list(zone.cards), zone)

        game.next_turn_effect(player, cards[0], run, label=LABEL, keep=False)
