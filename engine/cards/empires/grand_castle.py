"""Grand Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class GrandCastle(CardRules):
    """5 VP. When you gain it, reveal your hand; +1 VP token for each Victory card in
    your hand and in play."""

    victory = 5

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        game.reveal_hand(player)
        shown = [*player.hand.cards, *player.in_play.cards]
        game.plus(player, vp_tokens=sum(1 for c in shown if c.is_a("Victory")))
