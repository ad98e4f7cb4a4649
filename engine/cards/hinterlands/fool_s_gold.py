"""Fool's Gold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class FoolSGold(CardRules):
    """Worth 1 coin if it is the first Fool's Gold you played this turn, else 4 coins.
    When another player gains a Province, you may trash it from your hand to gain a Gold
    onto your deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        first = player.plays_this_turn.count(card.name) == 1
        game.plus(player, coins=1 if first else 4)

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gainer is holder or gained.name != "Province":
            return
        prompt = (
            f"trash Fool's Gold to gain a Gold onto your deck ({gainer.name} gained a Province)"
        )
        if game.may(holder, prompt) and game.trash_card(holder, card, holder.hand):
            game.gain_named(holder, "Gold", to=ZoneKind.DECK)
