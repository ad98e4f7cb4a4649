"""Golem."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
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
        found: list[CardInstance] = []
        shown: list[CardInstance] = []
        while len(found) < 2:
            revealed = game.reveal_from_deck(player, 1)
            if not revealed:
                break
            shown += revealed
            found += [c for c in revealed if c.is_a("Action") and c.name != "Golem"]
        for c in shown:
            if c not in found and c.zone is player.revealed:
                game.discard(player, c, player.revealed)
        order = game.decide(OrderCards(player, "choose the order to play them in", found))
        for c in order:
            if game.move(c, player.revealed, player.in_play, verb="puts"):
                game.play(player, c, from_hand=False)
