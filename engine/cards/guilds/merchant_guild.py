"""Merchant Guild."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.values import Phase

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_BUY_PHASE = Phase.BUY  # bound once: enum attribute reads are slow on Python 3.11

PLAYS = Note("times this Merchant Guild was played this turn", int, 0)
"""By the Merchant Guild's uid."""
COUNTED = Note("Buy-phase gains a Merchant Guild has given Coffers for", int, 0)
"""By the Merchant Guild's uid: the value of :data:`BUY_PHASE_GAINS` it last paid up to."""
BUY_PHASE_GAINS = Note("cards the current player gained in Buy phases this turn", int, 0)
"""Counted once a Merchant Guild has been played this turn."""


class MerchantGuild(CardRules):
    """+1 Buy, +1 coin. At the end of your Buy phase this turn, +1 Coffers per card you
    gained in it (each play counts). First edition: while this is in play, when you buy a
    card, +1 Coffers."""

    first_edition_differs = True
    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)
        if game.first_edition(card.name):
            return
        if not game.this_turn.get(PLAYS, card.uid):
            game.this_turn.set(COUNTED, game.this_turn.get(BUY_PHASE_GAINS), card.uid)
        game.this_turn.set(PLAYS, game.this_turn.get(PLAYS, card.uid) + 1, card.uid)

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        # a card bought in the Buy phase counts as it is bought: its own when-gain ability
        # may end the Buy phase before the gain is seen (Villa)
        if (
            game.phase is _BUY_PHASE
            and player is game.current
            and not bought.landscape
            and self.card_name_played(player)
        ):
            game.this_turn.set(BUY_PHASE_GAINS, game.this_turn.get(BUY_PHASE_GAINS) + 1)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.phase is _BUY_PHASE and gained is not game.gaining_bought:
            game.this_turn.set(BUY_PHASE_GAINS, game.this_turn.get(BUY_PHASE_GAINS) + 1)

    def card_name_played(self, player: Player) -> bool:
        """True once a Merchant Guild has been played this turn by ``player``."""
        return "Merchant Guild" in player.plays_this_turn

    def at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.first_edition(card.name):
            return
        # (a Merchant Guild written in play, as if played this turn, was played once)
        plays = game.this_turn.get(PLAYS, card.uid) or 1
        gains = game.this_turn.get(BUY_PHASE_GAINS)
        new = gains - game.this_turn.get(COUNTED, card.uid)
        game.this_turn.set(COUNTED, gains, card.uid)
        if new:
            game.plus(player, coffers=plays * new)

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if game.first_edition(card.name) and not bought.landscape:
            game.plus(player, coffers=1)
