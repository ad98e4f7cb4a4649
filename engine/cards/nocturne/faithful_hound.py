"""Faithful Hound."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

AREA = "Faithful Hound"
"""The set-aside area of the Hounds waiting for the end of the turn."""


class FaithfulHound(CardRules):
    """+2 Cards. When you discard this other than during Clean-up, you may set it aside,
    and put it into your hand at the end of the turn (after Clean-up has drawn)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2)

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        if card.zone is not player.discard:
            return
        if not game.may(
            player, "set Faithful Hound aside, to put it into your hand at the end of the turn"
        ):
            return
        if game.set_aside(player, card, player.discard, AREA):
            # the end of this turn, whoever's it is, brings it back (see at_end_of_turn)
            lasting = game.current.lasting_this_turn
            if AREA not in lasting:
                lasting.append(AREA)

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        for owner in game.players:
            area = owner.set_aside.get(AREA)
            if area is not None:
                for c in list(area.cards):
                    game.move(c, area, owner.hand, verb="puts")
