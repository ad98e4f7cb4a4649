"""Transport."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

MODES = ["exile", "deck"]
"""Transport's modes: Exile an Action card from the Supply, or put one from Exile onto
your deck."""


class Transport(CardRules):
    """An Event: choose one: Exile an Action card from the Supply; or put an Action
    card you have in Exile onto your deck."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        prompt = "Exile an Action card from the Supply, or put one from Exile onto your deck"
        if game.decide(ChooseMode(player, prompt, MODES)) == "exile":
            chosen = game.choose_from_supply(
                player, "Exile an Action card from the Supply", lambda c: c.is_a("Action")
            )
            if chosen is not None and chosen.zone is not None:
                game.move(chosen, chosen.zone, player.exile, verb="exiles")
            return
        pool = [c for c in player.exile.cards if c.is_a("Action")]
        back = game.choose_card(player, "put an Action card from Exile onto your deck", pool)
        if back is not None:
            game.topdeck(player, back, player.exile)
