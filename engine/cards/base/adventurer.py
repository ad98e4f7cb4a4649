"""Adventurer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Adventurer(CardRules):
    """Reveal cards from your deck until you reveal 2 Treasures; put them into your hand
    and discard the other revealed cards (they stay out of any shuffle meanwhile)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        found: list[CardInstance] = []
        shown: list[CardInstance] = []
        with game.one_draw():  # (one draw: Avoid)
            while len(found) < 2:
                revealed = game.reveal_from_deck(player, 1)
                if not revealed:
                    break
                shown += revealed
                found += [c for c in revealed if c.is_a("Treasure")]
        for c in found:
            game.move(c, player.revealed, player.hand, player=player, verb="puts")
        for c in shown:
            if c.zone is player.revealed:
                game.discard(player, c, player.revealed)
