"""River Shrine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_up_to
from engine.cards.rising_sun._prophecy import plus_sun
from engine.game.notes import Note
from engine.values import Phase, up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

GAINED_IN_BUY_PHASE: Note[bool] = Note("gained a card in a Buy phase this turn", bool, False)
"""True once the player whose turn it is has gained a card in any Buy phase this turn."""


class RiverShrine(CardRules):
    """An Omen: +1 Sun; trash up to 2 cards from your hand. At the start of Clean-up, if
    you gained no card in a Buy phase this turn, gain a card costing up to 4 coins (each
    River Shrine in play does)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        plus_sun(game, player)
        chosen = game.choose_cards(player, "trash up to 2 cards", player.hand.cards, 0, 2)
        for c in chosen:
            game.trash_card(player, c, player.hand)

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.phase is Phase.BUY and player is game.current:
            game.this_turn.set(GAINED_IN_BUY_PHASE, True)

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.this_turn.get(GAINED_IN_BUY_PHASE):
            game.note(player, lambda: f"{player.name} gained a card in their Buy phase: no gain.")
            return
        game.choose_and_gain(
            player, "gain a card costing up to 4 coins", costs_up_to(game, up_to(4))
        )
