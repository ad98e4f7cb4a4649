"""Journey."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import extra_turn_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Journey"


class Journey(CardRules):
    """An Event, once per turn: if the previous turn wasn't yours, you don't discard cards
    from play in this turn's Clean-up, and take an extra turn after this one."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return LABEL in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.previous_turn is player:
            game.note(player, lambda: "The previous turn was theirs: Journey does nothing.")
            return
        if LABEL not in player.lasting_this_turn:
            player.lasting_this_turn.append(LABEL)
        game.take_extra_turn(player, label=LABEL)

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        return LABEL in player.lasting_this_turn


extra_turn_card(LABEL)
