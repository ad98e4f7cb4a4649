"""What every card's code can say: the hooks the shared mechanisms call.

A card is a :class:`CardRules` subclass in its own module under :mod:`engine.cards`; the
module's name is the card's id (``walled_village.py`` plays Walled Village), and the
engine finds it there: there is no registry to edit. Every hook does nothing by
default, so a card writes only what its rules say. A game calls a hook only for the
cards in that game that define it (:class:`engine.game.triggers.Hooks`).

The hooks, by when they are called:

- the card itself: :meth:`CardRules.on_play`, :meth:`CardRules.on_gain`, :meth:`CardRules.on_buy`,
  :meth:`CardRules.on_trash`, :meth:`CardRules.when_discarded_from_play`,
  :meth:`CardRules.victory_points`, :meth:`CardRules.own_cost_reduction`,
  :meth:`CardRules.may_not_buy_this`, :meth:`CardRules.types_during_turn` and the class facts
  ``gained_to`` and ``placed_when_shuffled``;
- while it is in the game at all: the class fact ``gives_types``;
- while it is in its owner's hand: :meth:`CardRules.instead_of_gaining`,
  :meth:`CardRules.react_to_gain`, :meth:`CardRules.blocks_attack`, :meth:`CardRules.in_hand_at_start_of_turn`;
- while it is in play: :meth:`CardRules.before_another_is_played`,
  :meth:`CardRules.when_another_buys`, :meth:`CardRules.when_another_plays`,
  :meth:`CardRules.while_in_play_when_owner_buys`,
  :meth:`CardRules.while_in_play_when_owner_gains`, :meth:`CardRules.forbids_buying`,
  :meth:`CardRules.at_start_of_cleanup`, :meth:`CardRules.at_end_of_buy_phase`,
  :meth:`CardRules.reduces_costs_by` and the
  class fact ``protects_from_attacks``;
- once it has been played this turn: :meth:`CardRules.after_play_this_turn`,
  :meth:`CardRules.after_gain_this_turn`, :meth:`CardRules.instead_of_discarding_from_play`,
  :meth:`CardRules.at_end_of_turn`;
- while it is on the Tavern mat: :meth:`CardRules.on_mat_when_gaining`,
  :meth:`CardRules.on_mat_at_start_of_turn`;
- while its pile is in the Supply: :meth:`CardRules.when_a_card_is_gained`;
- once it is in the game: :meth:`CardRules.when_any_card_is_bought`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = ["CardRules", "Treasure", "Vanilla"]


class CardRules:
    """A card's rules, as code. Subclasses override only the hooks their card needs."""

    card_id: ClassVar[str] = ""
    """The card's id, from its module's name (set when the engine finds it)."""
    gained_to: ClassVar[ZoneKind | None] = None
    """Where the card goes when gained, if the card itself says (Nomad Camp: the deck)."""
    placed_when_shuffled: ClassVar[bool] = False
    """True when its owner places it while shuffling, instead of shuffling it (Stash)."""
    victory: ClassVar[int] = 0
    """Fixed victory points, for cards that have them."""
    protects_from_attacks: ClassVar[bool] = False
    """True when, while in play, its owner is unaffected by other players' Attacks."""
    first_edition_differs: ClassVar[bool] = False
    """True when the card's first edition plays differently and its code plays both
    (a scenario picks the first with ``setup.first_edition``; see
    :meth:`engine.game.Game.first_edition`)."""
    gives_types: ClassVar[Mapping[str, frozenset[str]]] = {}
    """While this card is in the game (anywhere, even the Black Market deck), the cards
    named here also have these types (Charlatan: a Curse is also a Treasure)."""

    # -- the card itself -----------------------------------------------------------
    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """What happens when the card is played."""

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-gain-this ability."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        """The card's when-you-buy-this ability; for an Event, what buying it does."""

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-trash-this ability (Rocks)."""

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-discard-this-from-play ability, once it has moved from
        the play area to the discard pile (a Traveller's exchange)."""

    def victory_points(self, game: Game, player: Player) -> int:
        """What the card is worth at the end of the game."""
        return self.victory

    def own_cost_reduction(self, game: Game) -> int:
        """How much cheaper this card itself is now (Peddler in the Buy phase)."""
        return 0

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        """Whether the card itself forbids ``player`` to buy it now (Grand Market, while
        they have a Copper in play)."""
        return False

    def types_during_turn(self, game: Game, current: Player) -> frozenset[str]:
        """Types every card of this name also has during ``current``'s turn (Estates, for a
        player whose Estate token is on a card: Action and Command). Worked out again as
        each turn starts and when :meth:`engine.game.Game.refresh_turn_types` is called."""
        return frozenset()

    # -- while in its owner's hand -------------------------------------------------
    def instead_of_gaining(
        self, game: Game, player: Player, reactor: CardInstance, card: CardInstance
    ) -> bool:
        """A reaction in ``player``'s hand when they would gain ``card``, before it
        moves: True when it replaced that gain, so ``card`` stays where it is and is not
        gained at all (first-edition Trader)."""
        return False

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        """A reaction in ``player``'s hand when they gain ``gained`` (Watchtower)."""

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        """A reaction in hand when another player plays an Attack; True if unaffected."""
        return False

    def in_hand_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        """A start-of-turn effect offered by this card in its owner's hand (Clerk)."""
        return None

    # -- while in play -------------------------------------------------------------
    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        """While this card is in play, just before its owner plays another card (Urchin)."""

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        """While this card is in ``owner``'s play area, another player buys a card or an
        Event (Swamp Hag)."""

    def when_another_plays(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> None:
        """While this card is in ``owner``'s play area, another player has played
        ``played`` and its abilities have resolved (Corsair)."""

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        """A start-of-Clean-up ability of the card while it is in play (Walled Village)."""

    def at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        """An end-of-Buy-phase ability of the card while it is in its owner's play area,
        at the end of their Buy phase (Treasury)."""

    def reduces_costs_by(self, game: Game, costed: CardFacts) -> int:
        """While this card is in play, how much cheaper ``costed`` is (Highway: every
        card; Quarry: Action cards)."""
        return 0

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        """While this card is in its owner's play area, they buy a card or an Event,
        after its when-buy abilities (Hoard, Talisman, Goons)."""

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        """While this card is in its owner's play area, they gain a card (Royal Seal)."""

    def forbids_buying(self, game: Game, player: Player, card: CardInstance, name: str) -> bool:
        """While this card is in play, whether its owner may not buy ``name`` (Contraband)."""
        return False

    # -- once played this turn -----------------------------------------------------
    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        """After each card play, for every card name played earlier this turn
        (Sauna: "this turn, when you play a Silver")."""

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        """After each gain by the player whose turn it is, for every card name played
        earlier this turn (Livery: "this turn, when you gain a card")."""

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        """For a card played this turn: whether it moves ``card`` elsewhere instead of
        its being discarded from play in Clean-up (Trickster)."""
        return False

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        """For a card played this turn: after Clean-up has drawn the next hand."""

    # -- on the Tavern mat ---------------------------------------------------------
    def on_mat_when_gaining(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        """While this Reserve card is on the Tavern mat, its owner gained a card."""

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        """A start-of-turn effect offered by this Reserve card on the Tavern mat."""
        return None

    # -- while its pile is in the Supply -------------------------------------------
    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        """While this card's pile is in the Supply: ``player`` gained ``gained``
        (Changeling's exchange)."""

    # -- once it is in the game ----------------------------------------------------
    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        """Once a card of this name is in the game: ``player`` buys ``bought``, with its
        own when-buy abilities (Embargo's tokens on the bought card's pile)."""


class Vanilla(CardRules):
    """A card whose whole text is +Cards, +Actions, +Buys and +coins."""

    cards: ClassVar[int] = 0
    actions: ClassVar[int] = 0
    buys: ClassVar[int] = 0
    coins: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=self.cards, actions=self.actions, buys=self.buys, coins=self.coins)


class Treasure(CardRules):
    """A Treasure that gives coins (and perhaps a Potion) when played."""

    coins: ClassVar[int] = 0
    potions: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=self.coins, potions=self.potions)
