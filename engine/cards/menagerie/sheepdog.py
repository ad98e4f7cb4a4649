"""Sheepdog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sheepdog(Vanilla):
    """+2 Cards. When you gain a card (on any turn), you may play this from your hand."""

    cards = 2
    ordered_with_own_gains = True
    changes_hand_when_gaining = True

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gainer is not holder:
            return
        if game.may_play_from_hand(holder, card) and game.may(
            holder, f"play Sheepdog from your hand (you gained {gained.name})"
        ):
            game.play(holder, card)
