"""Hermit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Hermit(CardRules):
    """Look through your discard pile. You may trash a card that is not a Treasure from
    your discard pile or hand. Gain a card costing up to 3 coins. When you discard this
    from play, if you did not buy any cards this turn (Events and Projects are not
    cards), trash this and gain a Madman."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in [*player.hand.cards, *player.discard.cards] if not c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "trash a card that is not a Treasure", pool, optional=True
        )
        if chosen is not None and chosen.zone is not None:
            game.trash_card(player, chosen, chosen.zone)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, up_to(3)))

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        bought_a_card = any(not game.catalog[name].landscape for name in player.bought)
        if bought_a_card or card.zone is not player.discard:
            return
        if game.trash_card(player, card, player.discard):
            game.gain_named(player, "Madman")
