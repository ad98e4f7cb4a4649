"""Treasury."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.values import Phase

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

VICTORY_GAINED = Note("Treasury: a Victory card gained in this Buy phase", bool, False)


class Treasury(CardRules):
    """+1 Card, +1 Action, +1 coin. At the end of your Buy phase this turn, if you
    didn't gain a Victory card in it, you may put this onto your deck. (First edition:
    when you discard this from play, if you didn't buy a Victory card this turn, you may
    put it onto your deck; gaining one without buying it does not stop it.)"""

    first_edition_differs = True

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1, coins=1)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.phase is Phase.BUY and gained.is_a("Victory"):
            game.this_turn.set(VICTORY_GAINED, True)

    def at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.first_edition("Treasury") or game.this_turn.get(VICTORY_GAINED):
            return
        if game.may(player, "put Treasury onto your deck"):
            game.topdeck(player, card, player.in_play)

    def acts_when_discarded_from_play(self, game: Game) -> bool:
        return game.first_edition("Treasury")

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.first_edition("Treasury") or card.zone is not player.discard:
            return
        if any("Victory" in game.catalog[name].types for name in player.bought):
            return
        if game.may(player, "put Treasury onto your deck"):
            game.topdeck(player, card, player.discard)
