"""Small Castle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.empires._castles import gain_a_castle

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SmallCastle(CardRules):
    """An Action worth 2 VP: trash this or a Castle from your hand; if you do, gain a
    Castle."""

    victory = 2

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        castles = [c for c in player.hand.cards if c.is_a("Castle")]
        in_play = card.zone is player.in_play
        if in_play and (
            not castles or game.may(player, "trash this Small Castle (no: a Castle from your hand)")
        ):
            trashed = game.trash_card(player, card, player.in_play)
        else:
            chosen = game.choose_card(player, "trash a Castle from your hand", castles)
            trashed = chosen is not None and game.trash_card(player, chosen, player.hand)
        if trashed:
            gain_a_castle(game, player)
