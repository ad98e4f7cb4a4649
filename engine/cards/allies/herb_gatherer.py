"""Herb Gatherer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.allies._rotating import may_rotate
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class HerbGatherer(CardRules):
    """+1 Buy. Put your deck into your discard pile (a move, not a discard). Look through
    it; you may play a Treasure from it. You may rotate the Augurs."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        for c in list(player.deck.cards):
            game.move(c, player.deck, player.discard, player=player, verb="puts")
        treasures = [c for c in player.discard.cards if c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "play a Treasure from your discard pile", treasures, optional=True
        )
        if chosen is not None:
            play_where_it_is(game, player, chosen, player.discard)
        may_rotate(game, player, "Augurs")
