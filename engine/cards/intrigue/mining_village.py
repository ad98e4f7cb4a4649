"""Mining Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class MiningVillage(CardRules):
    """+1 Card, +2 Actions; you may trash this, and only if you do, +2 coins."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)
        if card.zone is not player.in_play:
            return  # it cannot be trashed from where it is (played from the Supply, or gone)
        if game.may(player, "trash Mining Village for +2 coins") and game.trash_card(
            player, card, player.in_play
        ):
            game.plus(player, coins=2)
