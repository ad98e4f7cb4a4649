"""Urchin."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_down_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Urchin(CardRules):
    """+1 Card, +1 Action; each other player discards down to four cards. When you play
    another Attack with this in play, you may first trash this to gain a Mercenary."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for victim in game.attack_targets(player, card):
            discard_down_to(game, victim, 4)

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        if not played.is_a("Attack") or card.zone is not player.in_play:
            return
        if game.may(player, "trash Urchin to gain a Mercenary") and game.trash_card(
            player, card, player.in_play
        ):
            game.gain_named(player, "Mercenary")
