"""Lookout."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Lookout(CardRules):
    """+1 Action. Look at the top 3 cards of your deck; trash one, discard one, and put
    the other back on top. With fewer, the instructions are followed in order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        seen = game.look_at_top(player, 3)
        trashed = game.choose_card(player, "trash one of the cards", seen)
        if trashed is not None:
            game.trash_card(player, trashed, player.revealed)
        rest = [c for c in seen if c.zone is player.revealed]
        discarded = game.choose_card(player, "discard one of the cards", rest)
        if discarded is not None:
            game.discard(player, discarded, player.revealed)
        for c in seen:
            if c.zone is player.revealed:
                game.topdeck(player, c, player.revealed)
