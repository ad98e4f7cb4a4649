"""Golem."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed, reveal_until
from engine.decisions import OrderCards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Golem(CardRules):
    """Reveal cards from your deck until you reveal two Action cards other than Golem;
    discard the others, then play those Actions in the order you choose (they are played
    from where they were revealed, not from your hand, and use no Action)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        found, shown = reveal_until(
            game, player, lambda c: c.is_a("Action") and c.name != "Golem", 2
        )
        discard_revealed(game, player, [c for c in shown if c not in found])
        order = game.decide(OrderCards(player, "choose the order to play them in", found))
        for c in order:
            if game.move(c, player.revealed, player.in_play, verb="puts"):
                game.play(player, c, from_hand=False)
