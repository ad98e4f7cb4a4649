"""Gatekeeper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, note_affected, still_affects

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gatekeeper(CardRules):
    """At the start of your next turn, +3 coins. Until then, when another player gains an
    Action or Treasure card they have no Exiled copy of, they Exile it."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
        note_affected(game, player, card)

    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if not still_affects(game, owner, card, gainer):
            return
        if not (gained.is_a("Action") or gained.is_a("Treasure")):
            return
        if any(c.name == gained.name for c in gainer.exile.cards):
            return
        where = game.gained_where(gained)
        if where is None:
            game.note(
                gainer,
                lambda: f"{gained.name} has moved since it was gained; Gatekeeper cannot Exile it.",
            )
            return
        game.move(gained, where, gainer.exile, player=gainer, verb="exiles")
