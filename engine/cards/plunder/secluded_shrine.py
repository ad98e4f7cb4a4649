"""Secluded Shrine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import stop_waiting, wait_in_play

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Secluded Shrine"


class SecludedShrine(CardRules):
    """A Duration: +1 coin; the next time you gain a Treasure, trash up to 2 cards from
    your hand (it stays in play until then)."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, LABEL)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if not gained.is_a("Treasure"):
            return
        for _ in range(stop_waiting(player, card, LABEL)):
            chosen = game.choose_cards(
                player, "trash up to 2 cards from your hand", player.hand.cards, 0, 2
            )
            game.trash_together(player, [(c, player.hand) for c in chosen])
