"""Receive Tribute."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class ReceiveTribute(CardRules):
    """An Event: if you have gained 3 or more cards this turn, gain up to 3 differently
    named Action cards, none with a copy in your play area."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if len(player.gained_on_turn) < 3:
            game.note(
                player,
                lambda: f"{player.name} has gained fewer than 3 cards this turn: no tribute.",
            )
            return
        taken: set[str] = set()
        in_play = {c.name for c in player.in_play.cards}
        for _ in range(3):
            choice = game.choose_from_supply(
                player,
                "gain an Action card you have no copy of in play",
                lambda c: c.is_a("Action") and c.name not in in_play and c.name not in taken,
                optional=True,
            )
            if choice is None or choice.zone is None:
                return
            taken.add(choice.name)
            game.gain(player, choice, choice.zone)
