"""Siren."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import curse_each_other, trash_from_hand

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Siren(CardRules):
    """Each other player gains a Curse. At the start of your next turn, draw until you
    have eight cards in hand. When you gain it, trash it unless you trash an Action card
    from your hand."""

    moves_gained_card = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        def later(g: Game, p: Player) -> None:
            while len(p.hand) < 8 and g.draw(p, 1):
                pass

        game.next_turn_effect(player, card, later)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        curse_each_other(game, player, card)

        self.wait_for_next_turn(game, player, card)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        where = game.gained_where(card)
        kept = trash_from_hand(
            game,
            player,
            "trash an Action card to keep Siren",
            lambda c: c.is_a("Action") and c is not card,
            True,
        )
        if kept is None and where is not None:
            game.trash_card(player, card, where)
