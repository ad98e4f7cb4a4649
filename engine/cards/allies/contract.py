"""Contract."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import PlaysHeldActionNextTurn

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Contract(PlaysHeldActionNextTurn):
    """A Treasure: 2 coins, +1 Favor. You may set aside an Action card from your hand to
    play it at the start of your next turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2, favors=1)
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        chosen = game.choose_card(player, "set aside an Action to play next turn", actions, True)
        if chosen is not None:
            self.hold(game, player, card, chosen, player.hand)
