"""First Mate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import draw_until_hand_holds

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FirstMate(CardRules):
    """Play any number of Action cards with the same name from your hand, then draw until
    you have 6 cards in hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action"))
        chosen = game.choose_card(player, "play an Action card (First Mate)", pool, True)
        name = chosen.name if chosen is not None else ""
        while chosen is not None:
            game.play(player, game.where_to_play_from(player, chosen))
            pool = game.playable_from_hand(player, lambda c: c.name == name and c.is_a("Action"))
            chosen = game.choose_card(player, f"play another {name}", pool, True)
        draw_until_hand_holds(game, player, 6)
