"""Masquerade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Masquerade(CardRules):
    """+2 Cards. Each player with cards in hand passes one to the next such player to
    their left, all at once; then you may trash a card from your hand. Passed cards
    change owner without being gained. (First edition: every player passes to the
    player on their left, and a player with an empty hand passes nothing.)"""

    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        seated = [player, *game.others(player)]
        if game.first_edition("Masquerade"):
            holders = seated
        else:
            holders = [p for p in seated if p.hand.cards]
        if len(holders) > 1:
            passes = [
                (p, game.choose_card(p, "choose a card to pass to your left", p.hand.cards))
                for p in holders
            ]
            for i, (giver, passed) in enumerate(passes):
                receiver = holders[(i + 1) % len(holders)]
                if passed is not None:
                    game.move(passed, giver.hand, receiver.hand, player=giver, verb="passes")
        trash_from_hand(game, player, "trash a card", optional=True)
