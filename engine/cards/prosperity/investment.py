"""Investment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import trash_from_hand
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Investment(CardRules):
    """Trash a card from your hand. Then either +1 coin, or trash this to reveal your
    hand for +1 VP token per differently named Treasure in it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trash_from_hand(game, player, "trash a card from your hand")
        mode = game.decide(
            ChooseMode(player, "+1 coin, or trash Investment for victory points", ["coin", "trash"])
        )
        if mode == "coin":
            game.plus(player, coins=1)
            return
        if not game.trash_card(player, card, player.in_play):
            return
        game.reveal_hand(player)
        names = {c.name for c in player.hand.cards if c.is_a("Treasure")}
        game.plus(player, vp_tokens=len(names))
