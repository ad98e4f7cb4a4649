"""Duchess."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Duchess(CardRules):
    """+2 coins; each player (you too) looks at the top card of their deck and discards
    it or puts it back. While Duchess is in the Supply, when anyone gains a Duchy, they
    may gain a Duchess."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for each in [player, *game.others(player)]:
            for top in game.look_at_top(each, 1):
                if game.may(each, f"discard the {top.name} from the top of your deck"):
                    game.discard(each, top, each.revealed)
                else:
                    game.topdeck(each, top, each.revealed)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if (
            gained.name == "Duchy"
            and game.supply_has("Duchess")
            and game.may(player, "gain a Duchess as you gained a Duchy")
        ):
            game.gain_copy(player, "Duchess")
