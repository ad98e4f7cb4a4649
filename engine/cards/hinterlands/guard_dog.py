"""Guard Dog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GuardDog(CardRules):
    """+2 Cards; if you then have 5 or fewer cards in hand, +2 Cards. When another player
    plays an Attack, you may first play this from your hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)
        if len(player.hand) <= 5:
            game.plus(player, cards=2)

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may_play_from_hand(player, reactor) and game.may(
            player, f"play Guard Dog before {attack.name} resolves"
        ):
            game.play(player, reactor)
        return False
