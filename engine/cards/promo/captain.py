"""Captain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import cheap_plain_action

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Captain(CardRules):
    """Now and at the start of your next turn: play a non-Duration, non-Command Action
    card from the Supply costing up to 4 coins, leaving it there."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: self._command(g, p, card))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self._command(game, player, card)
        self.wait_for_next_turn(game, player, card)

    def _command(self, game: Game, player: Player, card: CardInstance) -> None:
        choice = game.choose_from_supply(
            player,
            "play an Action card from the Supply, leaving it there",
            lambda c: cheap_plain_action(game, c),
        )
        if choice is not None:
            # like every card that plays a card without moving it, Captain stays in play as
            # long as the card it played would have (a Throne Room playing a Duration)
            game.play(player, choice, from_hand=False, by=card)
