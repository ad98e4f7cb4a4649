"""Vassal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Vassal(CardRules):
    """+2 coins; discard the top card of your deck; if it is an Action card, you may
    play it (from the discard pile into play, using no Action)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for top in game.discard_from_deck(player, 1):
            if (
                top.is_a("Action")
                and top.zone is player.discard
                and game.may(player, f"play {top.name} from your discard pile")
                and game.move(top, player.discard, player.in_play, verb="puts")
            ):
                game.play(player, top, from_hand=False)
