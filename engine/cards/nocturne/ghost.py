"""Ghost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlaysHeldActionNextTurn

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ghost(PlaysHeldActionNextTurn):
    """Reveal cards from your deck until you reveal an Action; discard the others and set
    the Action aside; at the start of your next turn, play it twice. Ghost stays in play
    until then (and longer, with a Duration card it plays)."""

    plays_next_turn = 2
    plays_as_source = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown: list[CardInstance] = []
        found: CardInstance | None = None
        with game.one_draw():  # (one draw: Avoid)
            while found is None:
                revealed = game.reveal_from_deck(player, 1)
                if not revealed:
                    break
                shown += revealed
                if revealed[0].is_a("Action"):
                    found = revealed[0]
        for c in shown:
            if c is not found and c.zone is player.revealed:
                game.discard(player, c, player.revealed)
        if found is not None:
            self.hold(game, player, card, found, player.revealed)
