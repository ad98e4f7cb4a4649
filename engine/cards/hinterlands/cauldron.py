"""Cauldron."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

VICTIMS: Note[frozenset[str] | None] = Note("players a Cauldron affects", object, None)  # type: ignore[arg-type]
"""By the Cauldron's uid, this turn: the players its play affected (no Moat revealed)."""


class Cauldron(CardRules):
    """Worth 2 coins, +1 Buy. An Attack: the third time you gain an Action card this
    turn, each other player it affects gains a Curse."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2, buys=1)
        victims = frozenset(p.name for p in game.attack_targets(player, card))
        game.this_turn.set(VICTIMS, victims, card.uid)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if player is not game.current or not gained.is_a("Action"):
            return
        actions = [n for n in player.gained_on_turn if "Action" in game.catalog[n].types]
        if len(actions) != 3:
            return
        victims = game.this_turn.get(VICTIMS, card.uid)
        for other in game.others(player):
            if victims is None or other.name in victims:
                game.gain_named(other, "Curse")
