"""Overpay (Guilds): a card with a ``+`` after its cost may be bought for more than it
costs, and the extra pays for the card's overpay ability.

The extra is chosen when the card is bought, after its cost is paid (a
:class:`~engine.decisions.ChooseAmount` of coins, and for a card that can use one, a
Potion too), and paid at once (Coffers are spent for what the coins do not cover, in
the Buy phase). The overpay ability happens once the card bought with the extra has
been gained, as one of its when-gain abilities (the rule since 2022; the first-edition
rulebooks had it happen while the card was bought, before the gain: a first-edition
card, ``setup.first_edition``, plays so). A card gained in any other way gives nothing. Overpaying nothing is not overpaying; Debt cannot be
overpaid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.decisions import ChooseAmount
from engine.game.notes import Note
from engine.values import Cost

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = ["Overpay", "ask_overpay"]

_NOTHING = Cost()

OVERPAID = Note("what was overpaid for a card bought this turn", Cost, _NOTHING)
"""By the bought card's uid: the extra paid for it, until it is gained."""


class Overpay(CardRules):
    """A card its buyer may overpay for; :meth:`overpaid` says what the extra does."""

    overpays_potion: ClassVar[bool] = False
    """True when a Potion overpaid means something for this card (Stonemason): the buyer
    is asked whether to overpay a Potion they have left, too."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if card is None:
            return
        extra = ask_overpay(game, player, card, self.overpays_potion)
        if extra.same(_NOTHING):
            return
        if self.first_edition_differs and game.first_edition(card.name):
            self.overpaid(game, player, card, extra)  # while buying, before the gain
        else:
            game.this_turn.set(OVERPAID, extra, card.uid)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.gaining_bought is not card:
            return  # gained without being bought: nothing was overpaid for it
        extra = game.this_turn.get(OVERPAID, card.uid)
        if extra.same(_NOTHING):
            return
        game.this_turn.set(OVERPAID, _NOTHING, card.uid)
        self.overpaid(game, player, card, extra)

    def overpaid(self, game: Game, player: Player, card: CardInstance, extra: Cost) -> None:
        """What overpaying ``extra`` (more than nothing) for ``card`` does, once ``card``
        has been gained."""


def ask_overpay(game: Game, player: Player, card: CardInstance, potion: bool) -> Cost:
    """Ask how much ``player`` overpays for ``card`` (coins up to what they can still
    spend, then, if ``potion``, whether a Potion too), pay it, and return it."""
    most = game.spendable_coins(player)
    coins = game.decide(
        ChooseAmount(player, f"choose how many coins to overpay for {card.name}", maximum=most)
    )
    potions = 0
    if potion and player.potions > 0:
        potions = int(game.may(player, f"overpay a Potion for {card.name}"))
    extra = Cost(coins, potions)
    if coins or potions:
        game.pay_extra(player, extra)
    return extra
