"""League of Shopkeepers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class LeagueOfShopkeepers(Ally):
    """An Ally: after playing a Liaison, if you have 5 or more Favors, +1 coin, and if
    10 or more, +1 Action and +1 Buy too (no Favor is spent)."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        if not played.is_a("Liaison") or player.favors < 5:
            return
        game.note(player, lambda: f"League of Shopkeepers rewards {player.name}'s Favors.")
        with game.apart_from_plays():  # a triggered ability, not the Liaison play's own
            if player.favors >= 10:
                game.plus(player, coins=1, actions=1, buys=1)
            else:
                game.plus(player, coins=1)
