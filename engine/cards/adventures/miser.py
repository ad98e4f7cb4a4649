"""Miser."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Miser(CardRules):
    """Choose one: put a Copper from your hand onto your Tavern mat; or +1 coin for each
    Copper on your Tavern mat. Either may be chosen when it does nothing."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "put a Copper on your mat, or +1 coin per Copper there"
        for mode in choose_options(game, player, card, prompt, ["mat", "coins"]):
            if mode == "mat":
                copper = next((c for c in player.hand.cards if c.name == "Copper"), None)
                if copper is not None:
                    game.move(copper, player.hand, player.tavern, verb="puts")
            else:
                game.plus(player, coins=sum(c.name == "Copper" for c in player.tavern.cards))
