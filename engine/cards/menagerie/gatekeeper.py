"""Gatekeeper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


AFFECTED = Note("players Gatekeeper affects", frozenset, frozenset[str]())
"""The players a Gatekeeper affects until its owner's next turn, by the card's uid."""


class Gatekeeper(CardRules):
    """At the start of your next turn, +3 coins. Until then, when another player gains an
    Action or Treasure card they have no Exiled copy of, they Exile it."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        victims = {p.name for p in game.attack_targets(player, card)}
        game.remembered.set(AFFECTED, frozenset(victims), card.uid)
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))

    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        waiting = any(e.source is card for e in owner.start_of_turn)
        if not waiting or gainer.name not in game.remembered.get(AFFECTED, card.uid):
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
