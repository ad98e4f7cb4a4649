"""The Knights: ten different Knights shuffled into one Kingdom pile (its records say
``pile: Knights`` and ``pile_shuffled``, so the set-up shuffles it as it does the Ruins,
and only its top card can be bought or gained), and the attack they share."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_three_to_six

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = ["Knight", "knight_attack"]


def knight_attack(game: Game, player: Player, card: CardInstance) -> None:
    """Each other player it affects, in turn order, reveals their top two cards, trashes
    one of them costing from 3 to 6 coins (their choice when both do) and discards the
    rest; then, if a Knight was trashed by this, the Knight played (``card``) is trashed
    too, if it is still in play."""
    knight_trashed = False
    for victim in game.attack_targets(player, card):
        shown = game.reveal_from_deck(victim, 2)
        pool = [c for c in shown if costs_three_to_six(game, c)]
        chosen = game.choose_card(victim, "trash a card costing 3 to 6 coins", pool)
        if chosen is not None and game.trash_card(victim, chosen, victim.revealed):
            knight_trashed = knight_trashed or chosen.is_a("Knight")
        for c in shown:
            if c.zone is victim.revealed:
                game.discard(victim, c, victim.revealed)
    if knight_trashed:
        game.trash_card(player, card, player.in_play)


class Knight(CardRules):
    """A Knight: its own ability (:meth:`own_ability`), then the Knights' attack."""

    def own_ability(self, game: Game, player: Player, card: CardInstance) -> None:
        """What this Knight does before the attack they all share."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.own_ability(game, player, card)
        knight_attack(game, player, card)
