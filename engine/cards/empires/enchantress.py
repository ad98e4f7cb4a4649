"""Enchantress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, note_affected, still_affects

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Enchantress(CardRules):
    """An Attack and a Duration. Until your next turn, the first time each other player
    plays an Action card on their turn, they get +1 Card and +1 Action instead of following
    its instructions. At the start of your next turn, +2 Cards."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=2))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
        note_affected(game, player, card)

    def replaces_instructions(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> Callable[[], None] | None:
        if (
            player is owner
            or player is not game.current
            or not played.is_a("Action")
            or not still_affects(game, owner, card, player)
        ):
            return None
        earlier = player.plays_this_turn[:-1]
        if any("Action" in game.catalog[name].types for name in earlier):
            return None

        def instead() -> None:
            game.note(player, lambda: f"Enchantress: {played.name} gives +1 Card and +1 Action.")
            game.plus(player, cards=1, actions=1)

        return instead
