"""Frigate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, discard_down_to, note_affected, still_affects

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _until_next_turn(g: Game, p: Player) -> None:
    """Nothing happens as the next turn starts: the Attack simply ends then."""


class Frigate(CardRules):
    """+3 coins. Until the start of your next turn, each time another player plays an
    Action card, they discard down to 4 cards in hand afterwards."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, _until_next_turn, quiet=True)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=3)
        note_affected(game, player, card)
        game.next_turn_effect(player, card, _until_next_turn, quiet=True)

    def when_another_plays(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> None:
        if played.is_a("Action") and still_affects(game, owner, card, player):
            discard_down_to(game, player, 4)
