"""Highwayman."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, note_affected, still_affects

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Highwayman(CardRules):
    """An Attack and a Duration. At the start of your next turn, discard this from play
    and +3 Cards. Until then, the first Treasure each other player plays each turn does
    nothing (however many Highwaymen there are)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        affects_every_other(game, player, card)

        def come_back(g: Game, p: Player) -> None:
            if card.zone is p.in_play:
                g.discard(p, card, p.in_play)
            g.plus(p, cards=3)  # even if it could not be discarded

        game.next_turn_effect(player, card, come_back)
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
            or not played.is_a("Treasure")
            or not still_affects(game, owner, card, player)
        ):
            return None
        earlier = player.plays_this_turn[:-1]
        if any("Treasure" in game.catalog[name].types for name in earlier):
            return None

        def nothing() -> None:
            game.note(player, lambda: f"Highwayman: {played.name} does nothing.")

        return nothing
