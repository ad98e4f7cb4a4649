"""Watchtower."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import draw_until_hand_holds, still_where_gained
from engine.decisions import ChooseMode
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Watchtower(CardRules):
    """Draw until you have six cards in hand. When you gain a card, you may reveal this
    from your hand to trash that card or put it onto your deck."""

    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        draw_until_hand_holds(game, player, 6)

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        kinds = (ZoneKind.DISCARD, ZoneKind.DECK, ZoneKind.HAND, ZoneKind.SET_ASIDE)
        where = still_where_gained(game, player, gained, kinds)
        if where is None:
            return
        if not game.may(player, f"reveal Watchtower for {gained.name}"):
            return
        game.reveal(player, reactor)
        mode = game.decide(
            ChooseMode(
                player,
                f"trash {gained.name} or put it onto your deck",
                ["trash", "deck"],
                aliases={"topdeck": "deck"},
            )
        )
        if mode == "trash":
            game.trash_card(player, gained, where)
        else:
            game.topdeck(player, gained, where)
