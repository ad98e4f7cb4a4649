"""What every card's code can say: the hooks the shared mechanisms call.

A card is a :class:`CardRules` subclass in its own module under :mod:`engine.cards`; the
module's name is the card's id (``walled_village.py`` plays Walled Village), and the
engine finds it there: there is no registry to edit. Every hook does nothing by
default, so a card writes only what its rules say. A game calls a hook only for the
cards in that game that define it (:class:`engine.game.triggers.Hooks`).

The hooks, by when they are called:

- the card itself: :meth:`CardRules.on_play`, :meth:`CardRules.on_gain`, :meth:`CardRules.on_buy`,
  :meth:`CardRules.on_receive` (a Boon or Hex), :meth:`CardRules.when_revealed`,
  :meth:`CardRules.on_trash`, :meth:`CardRules.when_discarded_from_play`,
  :meth:`CardRules.when_discarded_outside_cleanup`,
  :meth:`CardRules.victory_points`, :meth:`CardRules.points_where_it_is`,
  :meth:`CardRules.own_cost_reduction`, :meth:`CardRules.own_cost`,
  :meth:`CardRules.may_not_buy_this`, :meth:`CardRules.pay_instead` (with
  :meth:`CardRules.can_pay_instead`), :meth:`CardRules.types_during_turn` and the class facts
  ``gained_to``, ``placed_when_shuffled``, ``goes_under_when_shuffled``,
  ``playable_from_deck``, ``moves_gained_card`` and ``changes_hand_when_gaining``;
- once, when the game is set up, for a Kingdom card: :meth:`CardRules.at_setup` (Druid);
  for a landscape, once the starting decks are dealt: :meth:`CardRules.with_starting_decks`
  (Inherited);
- while it is in the game at all: the class facts ``gives_types`` and
  ``remembers_gain_costs``;
- while it is in its owner's hand: :meth:`CardRules.in_hand_when_owner_buys`,
  :meth:`CardRules.instead_of_gaining`,
  :meth:`CardRules.react_to_gain`, :meth:`CardRules.blocks_attack`,
  :meth:`CardRules.in_hand_at_start_of_turn`;
- while it is in any player's hand: :meth:`CardRules.in_hand_when_any_gains` (with the
  class fact ``ordered_with_own_gains``);
- while it is in its owner's hand: :meth:`CardRules.in_hand_when_own_card_trashed`;
- while it is in play: :meth:`CardRules.before_another_is_played`,
  :meth:`CardRules.when_another_buys`, :meth:`CardRules.when_another_plays`,
  :meth:`CardRules.while_in_play_when_owner_buys`,
  :meth:`CardRules.while_in_play_when_owner_gains`,
  :meth:`CardRules.while_in_play_when_a_supply_pile_empties`, :meth:`CardRules.forbids_buying`,
  :meth:`CardRules.forbids_playing_from_hand`,
  :meth:`CardRules.replaces_instructions`,
  :meth:`CardRules.at_start_of_cleanup`, :meth:`CardRules.at_end_of_buy_phase`,
  :meth:`CardRules.reduces_costs_by`, :meth:`CardRules.while_in_play_when_any_gains`,
  :meth:`CardRules.while_in_play_when_any_gains_gainer_acts`,
  :meth:`CardRules.while_in_play_after_owner_plays` and the
  class fact ``protects_from_attacks``;
- once it has been played this turn, or for a landscape whose effect lasts this turn
  (``Player.lasting_this_turn``: a Boon kept until Clean-up, a returned Deluded):
  :meth:`CardRules.before_play_this_turn`, :meth:`CardRules.after_play_this_turn`,
  :meth:`CardRules.after_gain_this_turn`, :meth:`CardRules.after_trash_this_turn`,
  :meth:`CardRules.instead_of_discarding_from_play`,
  :meth:`CardRules.forbids_buying_this_turn`, :meth:`CardRules.at_start_of_cleanup_this_turn`,
  :meth:`CardRules.at_end_of_turn`;
- while a player has it (a State, in ``Player.states``; a Project they have a cube on; an
  Artifact they have; the game's Ally and an active Prophecy, which every player has:
  :meth:`engine.game.Game.holdings`): :meth:`CardRules.at_start_of_turn`,
  :meth:`CardRules.at_start_of_buy_phase`, :meth:`CardRules.held_at_end_of_buy_phase`,
  :meth:`CardRules.held_when_owner_gains`, :meth:`CardRules.held_when_another_gains`,
  :meth:`CardRules.held_when_owner_trashes`, :meth:`CardRules.held_after_owner_plays`,
  :meth:`CardRules.held_before_shuffling`, :meth:`CardRules.held_when_shuffling`,
  :meth:`CardRules.held_keeps_in_hand_in_cleanup`, :meth:`CardRules.held_turn_after_game_end`,
  :meth:`CardRules.held_uses_actions_as_buys`,
  :meth:`CardRules.held_extra_cards_in_hand`, :meth:`CardRules.held_at_start_of_cleanup`,
  :meth:`CardRules.held_before_owner_plays`,
  :meth:`CardRules.held_when_owner_discards_from_play` and, for a State,
  :meth:`CardRules.victory_points` (Miserable);
- while it is on the Tavern mat: :meth:`CardRules.on_mat_when_gaining`,
  :meth:`CardRules.on_mat_at_start_of_turn`, :meth:`CardRules.on_mat_after_action`,
  :meth:`CardRules.on_mat_at_end_of_buy_phase`;
- while its pile is in the Supply, or for a landscape in the game:
  :meth:`CardRules.when_a_card_is_gained`;
- once it is in the game: :meth:`CardRules.when_any_card_is_bought`,
  :meth:`CardRules.when_any_card_is_trashed`, :meth:`CardRules.when_piles_leave_the_supply`;
- a Project, during the turns of a player with a cube on it:
  :meth:`CardRules.types_on_owners_turns`, :meth:`CardRules.reduces_costs_on_owners_turns`;
- a Landmark, when the game is scored: :meth:`CardRules.landmark_points`; a landscape in
  the game, at the start of each Buy phase: :meth:`CardRules.at_start_of_buy_phase` (Arena);
  whenever a cost is worked out: :meth:`CardRules.reduces_costs_in_game` (Cheap, Family of
  Inventors); at the
  start of each Clean-up: :meth:`CardRules.landscape_at_start_of_cleanup` (Friendly);
- a landscape in the game, for every card played: :meth:`CardRules.extra_instruction_follows`
  (Reckless), :meth:`CardRules.landscape_replaces_instructions` (Enlightenment) and :meth:`CardRules.landscape_after_play` (Inspiring); for every card discarded
  from play: :meth:`CardRules.landscape_when_discarded_from_play` (Tireless, Reckless); for
  every shuffle: :meth:`CardRules.landscape_before_shuffling` (Avoid) and
  :meth:`CardRules.landscape_when_shuffling` (Fated);
- a landscape in the game, or a card whose pile is in the Supply ("in games using this"),
  at the start of each player's turn: :meth:`CardRules.in_game_at_start_of_turn` (Shy,
  Shaman);
  after each turn: :meth:`CardRules.after_each_turn` (Baths);
- a Way, when an Action card is played with it: :meth:`CardRules.play_as_way` (and the
  class fact ``way_follows_instructions``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance

__all__ = ["CardRules", "Treasure", "Vanilla", "VanillaWay"]


class CardRules:
    """A card's rules, as code. Subclasses override only the hooks their card needs."""

    card_id: ClassVar[str] = ""
    """The card's id, from its module's name (set when the engine finds it)."""
    gained_to: ClassVar[ZoneKind | None] = None
    """Where the card goes when gained, if the card itself says (Nomad Camp: the deck)."""
    placed_when_shuffled: ClassVar[bool] = False
    """True when its owner places it while shuffling, instead of shuffling it (Stash)."""
    goes_under_when_shuffled: ClassVar[bool] = False
    """True when, as its owner shuffles, it goes under the newly shuffled cards instead of
    among them (a Shadow card); several go there in the order their owner chooses."""
    playable_from_deck: ClassVar[bool] = False
    """True when its owner may play it from anywhere in their deck whenever they could play
    it from their hand, as if it were there (a Shadow card); for anything else it is not
    in their hand (:meth:`engine.game.Game.playable_from_hand`)."""
    way_follows_instructions: ClassVar[bool] = False
    """For a Way: True when playing a card with it follows the card's own instructions
    (Way of the Chameleon); what replaces those instructions (Enlightenment) then applies
    to the play all the same, so the Way is no choice of its own."""
    victory: ClassVar[int] = 0
    """Fixed victory points, for cards that have them."""
    protects_from_attacks: ClassVar[bool] = False
    """True when, while in play, its owner is unaffected by other players' Attacks."""
    moves_gained_card: ClassVar[bool] = False
    """True when one of its when-gain abilities (its own, or one reacting to another
    card's gain) can move the gained card (Watchtower, Royal Seal, Changeling). When two
    such abilities of different cards (or ones with ``changes_hand_when_gaining``) apply
    to one gain, the gaining player chooses their order
    (:meth:`engine.game.Game.in_chosen_order`); otherwise they resolve in a fixed order:
    the card's own, reactions in hand, cards played this turn, cards in play, the
    Supply's watchers, the Tavern mat, what cards in play have the gainer do
    (Gatekeeper), the gainer's Reactions ordered with their own (Sheepdog); then the
    Exile rule."""
    changes_hand_when_gaining: ClassVar[bool] = False
    """True when one of its when-gain abilities takes cards from its owner's hand or puts
    cards into it (Farmland trashes from it, Hostelry discards from it, Sheepdog draws
    into it): its order against another such ability, or one that moves the gained card,
    can change what happens, so the gaining player chooses it as for
    ``moves_gained_card``."""
    gain_order_matters: ClassVar[bool] = False
    """``moves_gained_card`` or ``changes_hand_when_gaining``: set for each class from
    those two, and read when a gain's abilities are ordered."""
    ordered_with_own_gains: ClassVar[bool] = False
    """For a card with :meth:`in_hand_when_any_gains`: True when, if its holder is the one
    gaining, its ability is one of the gainer's own when-gain abilities, ordered with them
    (Sheepdog); otherwise it follows them."""
    plus_coins_in_text: ClassVar[bool] = False
    """True for a card whose text gives a +coins amount (what Capitalism looks for); a
    :class:`Vanilla` card giving coins has it without saying."""
    first_edition_differs: ClassVar[bool] = False
    """True when the card's first edition plays differently and its code plays both
    (a scenario picks the first with ``setup.first_edition``; see
    :meth:`engine.game.Game.first_edition`)."""
    remembers_gain_costs: ClassVar[bool] = False
    """True when, while this card is in the game, what each card a player gains in their
    own turn costs as it is gained is kept for the turn (``Player.gained_costs_on_turn``:
    Taskmaster asks whether one cost exactly 5 coins)."""
    gives_types: ClassVar[Mapping[str, frozenset[str]]] = {}
    """While this card is in the game (anywhere, even the Black Market deck), the cards
    named here also have these types (Charlatan: a Curse is also a Treasure)."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.gain_order_matters = cls.moves_gained_card or cls.changes_hand_when_gaining

    # -- the card itself -----------------------------------------------------------
    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """What happens when the card is played."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        """Set up what this Duration, in play, does at the start of its owner's next turn,
        as its play does (its ``on_play`` calls this, and so does the ``durations`` key);
        False, with nothing set up, for a card that has no such effect or whose effect
        depends on a choice made when it was played (Haven's card, Church's)."""
        return False

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        """Like :meth:`wait_for_next_turn`, for a card whose play set cards aside for its
        owner's next turn (Prince): new cards named ``names`` go where its play sets them
        aside (the area labelled ``"<name>:<uid>"``), and it waits with them, as its play
        does (the ``holding`` key); False for a card that does not, or not with these."""
        return False

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-gain-this ability."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        """The card's when-you-buy-this ability; for an Event, what buying it does."""

    def on_trash(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-trash-this ability (Rocks)."""

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """The card's own when-you-discard-this-from-play ability, once it has moved from
        the play area to the discard pile (a Traveller's exchange)."""

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        """The card's own ability when it is discarded other than in Clean-up, from
        wherever it was (hand, deck, revealed or set-aside cards, play), once it is in the
        discard pile (Tunnel, Weaver, Trail). Cards discarded together react one at a
        time, in the order their owner chooses, each while it is still there."""

    def acts_when_discarded_from_play(self, game: Game) -> bool:
        """Whether :meth:`when_discarded_from_play` can do anything in this game, so that
        its order against other such abilities matters (False for an edition without it)."""
        return True

    def at_setup(self, game: Game) -> None:
        """Once, when a game with this Kingdom card is set up, after its piles and shared
        decks are built (Druid sets aside three Boons)."""

    def with_starting_decks(self, game: Game) -> None:
        """For a landscape in a game played from its start (``starting_decks``): once,
        at the end of set-up, when every player has their starting deck (Inherited)."""

    def on_receive(self, game: Game, player: Player, card: CardInstance) -> None:
        """A Boon or Hex: what ``player`` does on receiving it (``card`` is the Boon or
        Hex itself, turned over from its deck)."""

    def when_revealed(self, game: Game, player: Player, card: CardInstance) -> None:
        """Something has made ``player`` reveal this card of theirs (Patron)."""

    def victory_points(self, game: Game, player: Player) -> int:
        """What the card is worth at the end of the game."""
        return self.victory

    def points_where_it_is(self, game: Game, player: Player, card: CardInstance) -> int:
        """What ``card``, one of ``player``'s, is worth at the end of the game where it is
        (Distant Lands: only on the Tavern mat); by default :meth:`victory_points`."""
        return self.victory_points(game, player)

    def own_cost_reduction(self, game: Game) -> int:
        """How much cheaper this card itself is now (Peddler in the Buy phase)."""
        return 0

    def own_cost(self, game: Game) -> Cost | None:
        """What this card costs now when the card itself says so, in place of its printed
        cost and every reduction (Wayfarer: the cost of the last other card gained this
        turn); None when it costs as usual."""
        return None

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        """Whether the card itself forbids ``player`` to buy it now (Grand Market, while
        they have a Copper in play)."""
        return False

    def can_pay_instead(self, game: Game, player: Player) -> bool:
        """Whether ``player`` could now buy this card some other way than paying its cost
        (Animal Fair: they have an Action card in hand to trash), whatever coins they have."""
        return False

    def pay_instead(self, game: Game, player: Player, must: bool) -> bool:
        """As ``player`` buys this card, before anything is paid: let them pay for it in
        the card's own way (Animal Fair: trash an Action card from hand); ``must`` when they
        cannot pay its cost. True when they did: they pay nothing else for it (the Buy is
        still used, and its cost stays what it is)."""
        return False

    def types_during_turn(self, game: Game, current: Player) -> frozenset[str]:
        """Types every card of this name also has during ``current``'s turn (Estates, for a
        player whose Estate token is on a card: Action and Command). Worked out again as
        each turn starts and when :meth:`engine.game.Game.retype_for_turn` is called."""
        return frozenset()

    # -- while in its owner's hand -------------------------------------------------
    def in_hand_when_owner_buys(
        self, game: Game, player: Player, reactor: CardInstance, bought: CardInstance
    ) -> None:
        """A Reaction in ``player``'s hand when they buy the card ``bought`` (not an
        Event), before the when-buy abilities of other players' cards (Hovel)."""

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

    def in_hand_when_own_card_trashed(
        self, game: Game, player: Player, reactor: CardInstance, trashed: CardInstance
    ) -> None:
        """A Reaction in ``player``'s hand when one of their own cards (one that was in a
        zone of theirs, not the Supply) has been trashed, after its when-trashed ability
        (Market Square)."""

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        """A Reaction in ``holder``'s hand when any player (``holder`` included) has gained
        ``gained``, after the gainer's own when-gain abilities and the cards in play that
        watch every gain (Pirate, Falconer); with ``ordered_with_own_gains``, among the
        gainer's own abilities when ``holder`` is the gainer (Sheepdog)."""

    # -- while in play -------------------------------------------------------------
    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        """While this card is in ``owner``'s play area, any player (``owner`` included)
        has gained ``gained``, after the gainer's own when-gain abilities ("the next time
        anyone gains a Treasure": Cutthroat; Monkey, Blockade)."""

    def while_in_play_when_any_gains_gainer_acts(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> Callable[[], None] | None:
        """While this card is in ``owner``'s play area, a player has gained ``gained``: what
        this card has the gainer do with it (Gatekeeper: Exile it), or None when it does
        not apply to this gain (checked as the card is gained). It is the gainer's to carry
        out, so it is ordered among the gainer's own when-gain abilities (against a Sleigh,
        say) rather than after them."""
        return None

    def before_another_is_played(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        """While this card is in play, just before its owner plays another card (Urchin)."""

    def while_in_play_after_owner_plays(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        """While this card is in ``player``'s play area, they (its owner, on any turn) have
        played another card, ``played``, and its abilities have resolved (Flagship's
        replay, Landing Party)."""

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
        """A start-of-Clean-up ability of the card while it is in play (Walled Village,
        Alchemist); when different cards have one, the player chooses their order."""

    def at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        """An end-of-Buy-phase ability of the card while it is in its owner's play area,
        at the end of their Buy phase (Treasury)."""

    def reduces_costs_by(self, game: Game, owner: Player, costed: CardFacts) -> int:
        """While this card is in ``owner``'s play area, how much cheaper ``costed`` is
        (Highway: every card; Quarry: Action cards; Bridge Troll: on ``owner``'s turns)."""
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

    def while_in_play_when_a_supply_pile_empties(
        self, game: Game, owner: Player, card: CardInstance, pile: str
    ) -> None:
        """While this card is in ``owner``'s play area, the last card left the Supply pile
        ``pile``, in whatever way ("the next time a Supply pile empties": Search)."""

    def replaces_instructions(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> Callable[[], None] | None:
        """While this card is in ``owner``'s play area, ``player`` is playing ``played``:
        what happens instead of following ``played``'s instructions, if this card replaces
        them (Enchantress: +1 Card and +1 Action); None when it does not. Abilities of
        ``played`` other than its instructions (when-gain, while-in-play) are untouched."""
        return None

    def forbids_buying(self, game: Game, player: Player, card: CardInstance, name: str) -> bool:
        """While this card is in play, whether its owner may not buy ``name`` (Contraband)."""
        return False

    def forbids_playing_from_hand(
        self, game: Game, owner: Player, card: CardInstance, player: Player, candidate: CardInstance
    ) -> bool:
        """While this card is in ``owner``'s play area, whether ``player`` may not play
        ``candidate`` from their hand (Warlord: an Action they have two copies of in play).
        Plays of cards not in hand (Throne Room's replay, Golem's) are not asked about."""
        return False

    # -- once played this turn -----------------------------------------------------
    def before_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        """Before each card play, once the card is in play and before anything of it
        resolves (its Way, reactions to an Attack, its instructions), for every card name
        played earlier this turn (Kiln: "the next time you play a card this turn")."""

    def after_play_this_turn(self, game: Game, player: Player, played: CardInstance) -> None:
        """After each card play, for every card name played earlier this turn
        (Sauna: "this turn, when you play a Silver")."""

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        """After each gain by the player whose turn it is, for every card name played
        earlier this turn (Livery: "this turn, when you gain a card")."""

    def after_trash_this_turn(self, game: Game, player: Player, trashed: CardInstance) -> None:
        """After each card the player whose turn it is trashes, for every card name played
        earlier this turn (Priest: "for the rest of this turn, when you trash a card")."""

    def instead_of_discarding_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> bool:
        """For a card played this turn: whether it moves ``card`` elsewhere instead of
        its being discarded from play in Clean-up (Trickster)."""
        return False

    def forbids_buying_this_turn(self, game: Game, player: Player, name: str) -> bool:
        """For a card played, or a landscape lasting, this turn: whether ``player`` may
        not buy ``name`` (Deluded: no Action cards)."""
        return False

    def at_start_of_cleanup_this_turn(self, game: Game, player: Player) -> None:
        """For a card played this turn: at the start of Clean-up, with the start-of-Clean-up
        abilities of the cards in play (Encampment returns what it set aside)."""

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        """For a card played this turn: after Clean-up has drawn the next hand."""

    # -- while a player has it (a State, a Project, an Artifact) ------------------
    def at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        """A State ``player`` has: a start-of-turn effect it offers them (Lost in the
        Woods), ordered among their other start-of-turn effects."""
        return None

    def at_start_of_buy_phase(self, game: Game, player: Player) -> None:
        """A State ``player`` has, or a landscape in the game: what happens when
        ``player``'s Buy phase starts (Envious, Arena)."""

    def held_at_end_of_buy_phase(self, game: Game, player: Player) -> None:
        """Held by ``player``: what happens at the end of their Buy phase (Exploration)."""

    def held_when_owner_gains(self, game: Game, player: Player, gained: CardInstance) -> None:
        """Held by ``player``: they gained ``gained`` (Academy), ordered among the other
        when-gain abilities of that gain."""

    def held_when_another_gains(
        self, game: Game, holder: Player, gainer: Player, gained: CardInstance
    ) -> None:
        """Held by ``holder``: another player, ``gainer``, gained ``gained`` (Road Network)."""

    def held_when_owner_trashes(self, game: Game, player: Player, trashed: CardInstance) -> None:
        """Held by ``player``: they trashed ``trashed`` (Sewers), after its when-trashed
        ability."""

    def held_after_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        """Held by ``player``: during their turn, they played ``played`` and its
        abilities have resolved (Citadel)."""

    def held_when_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        """Held by ``player``: they are shuffling ``cards`` (shuffled already); the ones of
        them to go on top of the rest, top first, if any (Star Chart, Order of
        Astrologers)."""
        return []

    def held_before_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        """Held by ``player``: they are about to shuffle their discard pile, ``cards``; the
        ones of them that stay in the discard pile instead of being shuffled (Order of
        Masons)."""
        return []

    def held_keeps_in_hand_in_cleanup(self, game: Game, player: Player) -> list[CardInstance]:
        """Held by ``player``: they are discarding their hand in Clean-up; the cards of it
        they keep in hand for their next turn instead (Coastal Haven). They still draw
        their whole next hand."""
        return []

    def held_uses_actions_as_buys(self, game: Game, player: Player) -> bool:
        """Held by ``player``: whether, in their Buy phase, an Action play they have left
        may be used as a Buy once their Buys are spent (Flourishing Trade)."""
        return False

    def held_turn_after_game_end(self, game: Game, player: Player) -> bool:
        """Held by ``player``: whether they take a turn in a round after the game ends,
        before it is scored (Fleet)."""
        return False

    def held_extra_cards_in_hand(self, game: Game, player: Player) -> int:
        """Held by ``player``: how many more cards they draw when drawing their next hand
        in Clean-up (Flag)."""
        return 0

    def held_at_start_of_cleanup(self, game: Game, player: Player) -> None:
        """Held by ``player``: at the start of their Clean-up, with the start-of-Clean-up
        abilities of their cards in play, in the order they choose (Biding Time)."""

    def held_before_owner_plays(self, game: Game, player: Player, played: CardInstance) -> None:
        """Held by ``player``: during their turn, they are playing ``played``; it is in
        play and none of its abilities has resolved yet (Good Harvest's "first")."""

    def held_when_owner_discards_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        """Held by ``player``: ``card`` of theirs has just been discarded from play (in
        Clean-up or otherwise) and is in their discard pile, after its own
        when-discarded-from-play ability (Panic)."""

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

    def on_mat_after_action(
        self, game: Game, player: Player, card: CardInstance, played: CardInstance
    ) -> None:
        """While this Reserve card is on the Tavern mat, its owner has just finished
        playing the Action card ``played`` (Coin of the Realm, Royal Carriage)."""

    def on_mat_at_end_of_buy_phase(self, game: Game, player: Player, card: CardInstance) -> None:
        """While this Reserve card is on the Tavern mat, its owner's Buy phase ends
        (Wine Merchant)."""

    # -- while its pile is in the Supply -------------------------------------------
    def when_a_card_is_gained(self, game: Game, player: Player, gained: CardInstance) -> None:
        """While this card's pile is in the Supply, or this landscape is in the game:
        ``player`` gained ``gained`` (Changeling's exchange, Aqueduct)."""

    # -- once it is in the game ----------------------------------------------------
    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        """Once a card of this name is in the game: ``player`` buys ``bought``, with its
        own when-buy abilities (Embargo's tokens on the bought card's pile)."""

    def when_any_card_is_trashed(self, game: Game, player: Player, trashed: CardInstance) -> None:
        """Once a card of this name is in the game: ``player`` has trashed ``trashed``
        (whoever's it was), after its own when-trashed ability (Tomb)."""

    def when_piles_leave_the_supply(self, game: Game, piles: list[str]) -> None:
        """Once a card of this name is in the game: the Supply piles ``piles`` have been
        taken out of the game (Divine Wind); what it keeps on them goes (Embargo's
        tokens)."""

    # -- a Project, during its owners' turns ---------------------------------------
    def types_on_owners_turns(self, game: Game, facts: CardFacts) -> frozenset[str]:
        """For a Project: the types the card ``facts`` also has during the turns of a
        player with a cube on it, wherever that card is (Capitalism)."""
        return frozenset()

    def reduces_costs_on_owners_turns(self, game: Game, facts: CardFacts) -> int:
        """For a Project: how much cheaper the card ``facts`` is during the turns of a
        player with a cube on it (Canal)."""
        return 0

    # -- a Landmark, when scoring --------------------------------------------------
    def landmark_points(self, game: Game, player: Player) -> int:
        """For a Landmark in the game: the victory points it gives ``player`` when the
        game is scored (Keep)."""
        return 0

    def reduces_costs_in_game(self, game: Game, facts: CardFacts) -> int:
        """For a landscape in the game: how much cheaper the card ``facts`` is, on every
        turn and wherever it is (Cheap: the cards of its pile; Family of Inventors: 1 coin
        per Favor token on its pile). A change of it not made by a card's move calls
        :meth:`engine.game.Game.costs_changed`."""
        return 0

    def landscape_replaces_instructions(
        self, game: Game, player: Player, card: CardInstance
    ) -> Callable[[], None] | None:
        """For a landscape in the game: what happens instead of following the
        instructions of ``card``, being played by ``player``, if it replaces them
        (Enlightenment: a Treasure in an Action phase gives +1 Card and +1 Action); None
        when it does not. A card in play that would replace them too, or a Way, is chosen
        between as for :meth:`replaces_instructions`."""
        return None

    def extra_instruction_follows(self, game: Game, player: Player, card: CardInstance) -> int:
        """For a landscape in the game: how many more times ``player`` follows the
        instructions of ``card``, being played by its own instructions (Reckless: once more;
        not when a Way or another card replaces them)."""
        return 0

    def landscape_before_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> list[CardInstance]:
        """For a landscape in the game: ``player`` is about to shuffle their discard pile,
        ``cards`` (after what they hold has kept some out); the ones of them that stay in
        the discard pile instead of being shuffled (Avoid). The draw that shuffles does not
        shuffle them in again, should the deck run out."""
        return []

    def landscape_when_shuffling(
        self, game: Game, player: Player, cards: list[CardInstance]
    ) -> None:
        """For a landscape in the game: ``player`` is shuffling ``cards`` (shuffled
        already, the new deck's top first); it may reorder them in place (Fated puts
        cards on the top or the bottom)."""

    def landscape_after_play(self, game: Game, player: Player, card: CardInstance) -> None:
        """For a landscape in the game: ``player`` has played ``card`` and its abilities
        have resolved (Inspiring)."""

    def landscape_when_discarded_from_play(
        self, game: Game, player: Player, card: CardInstance
    ) -> Callable[[], None] | None:
        """For a landscape in the game: what happens now that ``card`` has been discarded
        from ``player``'s play area, if anything (Tireless sets it aside; Reckless returns
        it to its pile), resolved with the card's own such abilities; None when nothing
        does."""
        return None

    def in_game_at_start_of_turn(self, game: Game, player: Player) -> StartOfTurnEffect | None:
        """For a landscape in the game, or a card whose pile is in the Supply: a
        start-of-turn effect it offers ``player`` as their turn starts, ordered among their
        other start-of-turn effects (Shy; Shaman's gain from the trash)."""
        return None

    def landscape_at_start_of_cleanup(self, game: Game, player: Player) -> None:
        """For a landscape in the game: at the start of ``player``'s Clean-up, with the
        start-of-Clean-up abilities of their cards in play (Friendly)."""

    def after_each_turn(self, game: Game, player: Player) -> None:
        """For a landscape in the game: after each turn of ``player``, between turns (once
        Clean-up has drawn their next hand, the played cards' end-of-turn abilities are
        done and a turn another player controlled is over): Baths, Donate, Mountain Pass."""

    # -- a Way -----------------------------------------------------------------------
    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        """For a Way in the game: what playing the Action card ``card`` with this Way
        does instead of following its own instructions (the player chooses, each time
        an Action card is played)."""


class Vanilla(CardRules):
    """A card whose whole text is +Cards, +Actions, +Buys and +coins."""

    cards: ClassVar[int] = 0
    actions: ClassVar[int] = 0
    buys: ClassVar[int] = 0
    coins: ClassVar[int] = 0

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.coins > 0 and "plus_coins_in_text" not in cls.__dict__:
            cls.plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=self.cards, actions=self.actions, buys=self.buys, coins=self.coins)


class Treasure(CardRules):
    """A Treasure that gives coins (and perhaps a Potion) when played."""

    coins: ClassVar[int] = 0
    potions: ClassVar[int] = 0

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=self.coins, potions=self.potions)


class VanillaWay(CardRules):
    """A Way whose whole text is +Cards, +Actions, +Buys and +coins (Way of the Ox): an
    Action card played with it gives those instead of following its own instructions."""

    cards: ClassVar[int] = 0
    actions: ClassVar[int] = 0
    buys: ClassVar[int] = 0
    coins: ClassVar[int] = 0

    def play_as_way(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=self.cards, actions=self.actions, buys=self.buys, coins=self.coins)
