"""Native Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.state_keys import mat_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class NativeVillage(CardRules):
    """+2 Actions. Choose one: put the top card of your deck face down on your Native
    Village mat; or put every card from the mat into your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        mat = player.set_aside_zone("Native Village")
        prompt = "set aside the top card, or take the mat"
        for mode in choose_options(game, player, card, prompt, ["set aside", "take"]):
            if mode == "set aside":
                for top in game.look_at_top(player, 1):
                    game.set_aside(player, top, player.revealed, "Native Village")
            else:
                for c in list(mat.cards):
                    game.move(c, mat, player.hand, player=player, verb="takes")


mat_key("native_village", "Native Village")
