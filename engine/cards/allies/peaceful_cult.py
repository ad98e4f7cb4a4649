"""Peaceful Cult."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.allies._favors import Ally

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player


class PeacefulCult(Ally):
    """An Ally: at the start of your Buy phase, you may spend any number of Favors to
    trash that many cards from your hand."""

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        most = min(player.favors, len(player.hand))
        if not most:
            return
        chosen = game.choose_cards(
            player, "trash cards from your hand, spending a Favor each", player.hand.cards, 0, most
        )
        if not chosen:
            return
        game.plus(player, favors=-len(chosen))
        game.note(player, lambda: f"{player.name} spends {len(chosen)} Favors on Peaceful Cult.")
        for card in chosen:
            game.trash_card(player, card, player.hand)
