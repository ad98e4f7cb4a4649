"""Crystal Ball."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class CrystalBall(CardRules):
    """+1 coin. Look at the top card of your deck. You may trash it, discard it, or, if
    it is an Action or Treasure, play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        for top in game.look_at_top(player, 1):
            prompt = f"what to do with {top.name}"
            if top.is_a("Action") or top.is_a("Treasure"):
                choice = ChooseMode(player, prompt, ["trash", "discard", "play", "leave"])
            else:
                choice = ChooseMode(player, prompt, ["trash", "discard", "leave"])
            mode = game.decide(choice)
            if mode == "trash":
                game.trash_card(player, top, player.revealed)
            elif mode == "discard":
                game.discard(player, top, player.revealed)
            elif mode == "play":
                if game.move(top, player.revealed, player.in_play, player=player, verb="puts"):
                    game.play(player, top, from_hand=False)
            else:
                game.topdeck(player, top, player.revealed)
