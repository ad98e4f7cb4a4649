"""Delay."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.cards.helpers import PlaysSetAsideNextTurn, until_next_turn_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Delay(PlaysSetAsideNextTurn):
    """An Event: you may set aside an Action card from your hand; at the start of your
    next turn, play it (using no Action)."""

    label: ClassVar[str] = "Delay"

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Action")]
        prompt = "set aside an Action card to play at the start of your next turn"
        kept = game.choose_card(player, prompt, pool, optional=True)
        if kept is not None:
            self.set_aside_until_next_turn(game, player, kept, player.hand, self.label)


until_next_turn_key("delay", "Delay", lambda facts: "Action" in facts.types, "an Action card")
