"""March."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class March(CardRules):
    """An Event: look through your discard pile; you may play an Action card from it
    (using no Action)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        pool = [c for c in player.discard.cards if c.is_a("Action")]
        prompt = "play an Action card from your discard pile"
        chosen = game.choose_card(player, prompt, pool, optional=True)
        if chosen is not None:
            play_where_it_is(game, player, chosen, player.discard)
