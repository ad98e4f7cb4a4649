"""Courier."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Courier(CardRules):
    """+1 coin. Discard the top card of your deck, then look through your discard pile;
    you may play an Action or Treasure from it."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        game.discard_from_deck(player, 1)  # its when-discarded abilities resolve first
        pool = [c for c in player.discard.cards if c.is_a("Action") or c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "play an Action or Treasure from your discard pile", pool, True
        )
        if chosen is not None:
            play_where_it_is(game, player, chosen, player.discard)
