"""League of Bankers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class LeagueOfBankers(Ally):
    """An Ally: at the start of your Buy phase, +1 coin per 4 Favors you have (the
    Favors are not spent)."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        coins = player.favors // 4
        if coins:
            game.plus(player, coins=coins)
            game.note(player, lambda: f"League of Bankers gives {player.name} {coins} coins.")
