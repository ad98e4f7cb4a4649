"""Sea Trade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SeaTrade(CardRules):
    """An Event: +1 Card per Action card you have in play, then trash up to that many
    cards from your hand."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        count = sum(1 for c in player.in_play.cards if c.is_a("Action"))
        game.plus(player, cards=count)
        if not count:
            return
        chosen = game.choose_cards(
            player, f"trash up to {count} cards", player.hand.cards, 0, count
        )
        for c in chosen:
            game.trash_card(player, c, player.hand)
