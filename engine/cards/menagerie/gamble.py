"""Gamble."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gamble(CardRules):
    """An Event: +1 Buy; reveal the top card of your deck; if it is a Treasure or an
    Action, you may play it; otherwise (or if you do not) discard it."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        for top in game.reveal_from_deck(player, 1):
            if (
                (top.is_a("Treasure") or top.is_a("Action"))
                and top.zone is player.revealed
                and game.may(player, f"play the revealed {top.name}")
                and game.move(top, player.revealed, player.in_play, verb="puts")
            ):
                game.play(player, top, from_hand=False)
            elif top.zone is player.revealed:
                game.discard(player, top, player.revealed)
