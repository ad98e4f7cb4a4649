"""Joust."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

REWARDS = ("Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown")
"""The Rewards, each in its own pile beside the Supply."""


class Joust(CardRules):
    """+1 Card, +1 Action, +1 coin. You may set aside a Province from your hand to gain
    any Reward to your hand; the Province is discarded in Clean-up."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)
        province = player.hand.named("Province")
        if province is None or not game.may(player, "set aside a Province to gain a Reward"):
            return
        if not game.set_aside(player, province, player.hand, "Joust"):
            return
        tops = [z.cards[0] for name in REWARDS if (z := game.non_supply.get(name)) and z.cards]
        reward = game.choose_card(player, "gain a Reward to your hand", tops)
        if reward is not None and reward.zone is not None:
            game.gain(player, reward, reward.zone, ZoneKind.HAND)

    def at_start_of_cleanup_this_turn(self, game: Game, player: Player) -> None:
        # for any Joust played this turn, even one no longer (or never) in play: Overlord's
        zone = player.set_aside.get("Joust")
        if zone is not None:
            for province in list(zone.cards):
                game.discard(player, province, zone)
