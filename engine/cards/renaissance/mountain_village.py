"""Mountain Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MountainVillage(CardRules):
    """+2 Actions. Look through your discard pile and put a card from it into your hand;
    if you cannot, +1 Card."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=2)
        chosen = game.choose_card(
            player, "put a card from your discard pile into your hand", player.discard.cards
        )
        if chosen is None:
            game.plus(player, cards=1)
        else:
            game.move(chosen, player.discard, player.hand, player=player, verb="puts")
