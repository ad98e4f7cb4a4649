"""Trail."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.cards.helpers import play_where_it_is
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


def _offer_play(
    game: Game, player: Player, card: CardInstance, where: Zone | None, how: str
) -> None:
    """Trail's Reaction: outside Clean-up, its owner may play it from where it is."""
    if game.phase is Phase.CLEANUP or where is None or card.zone is not where:
        return
    if game.may(player, f"play the {how} Trail"):
        play_where_it_is(game, player, card, where)


class Trail(Vanilla):
    """+1 Card, +1 Action. When you gain, trash or discard it, other than in Clean-up,
    you may play it."""

    cards, actions = 1, 1
    moves_gained_card = True

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        _offer_play(game, player, card, game.gained_where(card), "gained")

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        _offer_play(game, player, card, card.zone, "trashed")

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        _offer_play(game, player, card, player.discard, "discarded")
