"""What every card's code can say: the hooks the shared mechanisms call.

A card is a :class:`Behaviour` subclass registered with :func:`card`. The hooks all
do nothing by default, so a card writes only what its rules say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from engine.values import Cost, up_to

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = [
    "REGISTRY",
    "Behaviour",
    "Simple",
    "card",
    "costs_up_to",
    "curse_each_other",
    "discard_down_to",
    "trash_from_hand",
    "up_to",
]

REGISTRY: dict[str, Behaviour] = {}
"""Every implemented card's behaviour, by card name."""


class Behaviour:
    """A card's abilities. Subclasses override only the hooks their card needs."""

    name: ClassVar[str] = ""
    gained_to: ClassVar[str | None] = None
    """Where the card goes when gained, if the card itself says (Nomad Camp: ``deck``)."""
    placed_when_shuffled: ClassVar[bool] = False
    """True when its owner places it while shuffling, instead of shuffling it (Stash)."""
    victory: ClassVar[int] = 0
    """Fixed victory points, for cards that have them."""
    protects_from_attacks: ClassVar[bool] = False
    """True when, while in play, its owner is unaffected by other players' Attacks."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """What happens when the card is played."""

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-gain-this ability."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        """The card's when-you-buy-this ability; for an Event, what buying it does."""

    def react_to_gain(
        self, game: Game, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> None:
        """A reaction in ``player``'s hand when they gain ``gained`` (Watchtower)."""

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        """A reaction in hand when another player plays an Attack; True if unaffected."""
        return False

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        """Called after each card play, for every card name played earlier this turn
        (Sauna: "this turn, when you play a Silver")."""

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        """While this card is in play, just before its owner plays another card (Urchin)."""

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        """Called after each gain by the player whose turn it is, for every card name
        played earlier this turn (Livery: "this turn, when you gain a card")."""

    def on_mat_when_gaining(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        """While this Reserve card is on the Tavern mat, its owner gained a card."""

    def on_mat_at_start_of_turn(
        self, game: Game, player: Player, card: CardInstance
    ) -> StartOfTurnEffect | None:
        """A start-of-turn effect offered by this Reserve card on the Tavern mat."""
        return None

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        """For a card played this turn: whether it moves ``card`` elsewhere instead of
        its being discarded from play in Clean-up (Trickster)."""
        return False

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        """For a card played this turn: after Clean-up has drawn the next hand."""

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-trash-this ability (Rocks)."""

    def when_another_buys(
        self, game: Game, owner: Player, card: CardInstance, buyer: Player, bought: CardFacts
    ) -> None:
        """While this card is in ``owner``'s play area, another player buys a card or an
        Event (Swamp Hag)."""

    watches_gains: ClassVar[bool] = False
    """True for Kingdom cards whose rules apply to every gain while they are in the game."""

    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        """For a card in the Kingdom with ``watches_gains``: ``player`` gained ``gained``."""

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        """A start-of-Clean-up ability of the card while it is in play (Walled Village)."""

    def reduces_costs_by(self, game: Game) -> int:
        """How much cheaper cards are while this card is in play (Highway)."""
        return 0

    def own_cost_reduction(self, game: Game) -> int:
        """How much cheaper this card itself is now (Peddler in the Buy phase)."""
        return 0

    def victory_points(self, game: Game, player: Player) -> int:
        """What the card is worth at the end of the game."""
        return self.victory


def card(cls: type[Behaviour]) -> type[Behaviour]:
    """Register a card's behaviour under its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__name__} has no name")
    REGISTRY[cls.name] = cls()
    return cls


class Simple(Behaviour):
    """A card whose whole text is +Cards, +Actions, +Buys and +coins."""

    cards: ClassVar[int] = 0
    actions: ClassVar[int] = 0
    buys: ClassVar[int] = 0
    coins: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, self.cards, self.actions, self.buys, self.coins)


def costs_up_to(game: Game, limit: Cost) -> Callable[[CardInstance], bool]:
    """A test for cards whose current cost is up to ``limit``."""
    return lambda c: game.cost(c).at_most(limit)


def trash_from_hand(
    game: Game,
    player: Player,
    prompt: str,
    test: Callable[[CardInstance], bool] | None = None,
    optional: bool = False,
) -> CardInstance | None:
    """Ask for a card from hand (passing ``test``) and trash it; return it if trashed."""
    pool = [c for c in player.hand.cards if test is None or test(c)]
    chosen = game.choose_card(player, prompt, pool, optional=optional)
    if chosen is not None and game.trash_card(player, chosen, player.hand):
        return chosen
    return None


def curse_each_other(game: Game, player: Player, attack: CardInstance) -> None:
    """Each other player affected by ``attack`` gains a Curse, in turn order."""
    for victim in game.attack_targets(player, attack):
        game.gain_named(victim, "Curse")


def discard_down_to(game: Game, victim: Player, size: int) -> None:
    """``victim`` discards cards of their choice until ``size`` are left in hand."""
    extra = len(victim.hand) - size
    if extra > 0:
        for c in game.choose_cards(
            victim, f"discard down to {size} cards", victim.hand.cards, extra, extra
        ):
            game.discard(victim, c, victim.hand)
