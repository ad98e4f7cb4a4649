"""Rebuild."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to, discard_revealed, name_any_card, reveal_until

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rebuild(CardRules):
    """+1 Action. Name a card. Reveal cards from your deck until a Victory card that is
    not the named one; discard the rest, trash it, and gain a Victory card costing up
    to 3 coins more than it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        named = name_any_card(game, player, "name a card")
        found, shown = reveal_until(game, player, lambda c: c.is_a("Victory") and c.name != named)
        discard_revealed(game, player, [c for c in shown if c not in found])
        if not found:
            return
        victory = found[0]
        game.trash_card(player, victory, player.revealed)  # the gain does not depend on it
        test = costs_up_to(game, game.cost(victory).plus_coins(3))
        game.choose_and_gain(player, "gain a Victory card", lambda c: c.is_a("Victory") and test(c))
