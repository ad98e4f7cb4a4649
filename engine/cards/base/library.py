"""Library."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Library(CardRules):
    """Draw until you have 7 cards in hand, skipping any Action cards you choose to;
    set those aside and discard them afterwards."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        label = f"Library:{card.uid}"
        area = player.set_aside_zone(label)
        with game.one_draw():  # (one draw: Avoid)
            while len(player.hand) < 7:
                drawn = game.draw(player, 1)
                if not drawn:
                    break
                c = drawn[0]
                if c.is_a("Action") and game.may(
                    player, f"set aside {c.name} instead of keeping it"
                ):
                    game.set_aside(player, c, player.hand, label)
        for c in list(area.cards):
            game.discard(player, c, area)
