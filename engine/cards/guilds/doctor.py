"""Doctor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import name_any_card, topdeck_in_chosen_order
from engine.cards.overpay import Overpay
from engine.decisions import ChooseMode

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance

LOOKED_AT = ["trash", "discard", "deck"]
"""What may be done with each card looked at for Doctor's overpay (``deck``: put it back)."""


class Doctor(Overpay):
    """Name a card. Reveal the top 3 cards of your deck, trash the matches and put the rest
    back in any order. Overpay: per coin, look at your top card and trash it, discard it
    or put it back."""

    first_edition_differs = True  # its overpay ability happened while buying

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        named = name_any_card(game, player, "name a card for Doctor")
        shown = game.reveal_from_deck(player, 3)
        for c in shown:
            if c.name == named:
                game.trash_card(player, c, player.revealed)
        rest = [c for c in shown if c.zone is player.revealed]
        topdeck_in_chosen_order(game, player, rest, player.revealed)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        for _ in range(extra.coins):
            seen = game.look_at_top(player, 1)
            if not seen:
                return
            top = seen[0]
            what = game.decide(
                ChooseMode(player, f"trash, discard or put back {top.name}", LOOKED_AT)
            )
            if what == "trash":
                game.trash_card(player, top, player.revealed)
            elif what == "discard":
                game.discard(player, top, player.revealed)
            else:
                game.topdeck(player, top, player.revealed)
