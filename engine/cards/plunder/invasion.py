"""Invasion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import gain_from_pile
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Invasion(CardRules):
    """An Event: you may play an Attack from your hand; gain a Duchy; gain an Action
    card onto your deck; gain a Loot and play it."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        attacks = game.playable_from_hand(player, lambda c: c.is_a("Attack"))
        attack = game.choose_card(player, "play an Attack from your hand", attacks, optional=True)
        if attack is not None:
            game.play(player, attack)
        game.gain_named(player, "Duchy")
        game.choose_and_gain(
            player, "gain an Action card onto your deck", lambda c: c.is_a("Action"), ZoneKind.DECK
        )
        loot = gain_from_pile(game, player, "Loot")
        where = game.gained_where(loot) if loot is not None else None
        if (
            loot is not None
            and where is not None
            and game.move(loot, where, player.in_play, verb="puts")
        ):
            game.play(player, loot, from_hand=False)
