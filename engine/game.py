"""The game state and the shared mechanisms every card goes through.

There is one way to move a card (:meth:`Game.move`), one way to know what a card
costs (:meth:`Game.cost`), one way to ask a player (:meth:`Game.decide`), one way to
gain (:meth:`Game.gain`) and one way to play (:meth:`Game.play`). Cards are written
against these in :mod:`engine.cards`; none gets a special case here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.catalog import CardFacts, Catalog
from engine.decisions import (
    Agent,
    ChooseCards,
    ChooseOption,
    ChoosePosition,
    ChooseSupply,
    Decision,
    YesNo,
)
from engine.events import Event
from engine.narration import place, sentence
from engine.player import Player
from engine.values import Cost
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.cards.base import Behaviour

__all__ = ["PHASES", "Game", "RuleError", "StartOfTurnEffect"]

PHASES = ("action", "buy", "night", "cleanup")


class RuleError(Exception):
    """A step that the rules do not allow; the state is left as it was."""


@dataclass(eq=False)
class StartOfTurnEffect:
    """Something to do at the start of a player's turn (a Duration, Prince, Summon).

    ``keeps`` are the cards that stay in play until it has happened; a
    ``persistent`` effect happens every turn and keeps them in play for good.
    """

    label: str
    source: CardInstance
    run: Callable[[Game, Player], None]
    keeps: list[CardInstance] = field(default_factory=list)
    persistent: bool = False


class Game:
    """A game of Dominion in progress.

    Build one with :func:`engine.setup.build_game`; drive it with :meth:`play_from_hand`,
    :meth:`buy`, :meth:`advance_to`, :meth:`end_turn` and :meth:`end_game`. Every
    decision goes to ``agent``.
    """

    def __init__(
        self,
        catalog: Catalog,
        behaviours: dict[str, Behaviour],
        player_names: list[str],
        agent: Agent,
        rng: random.Random | None = None,
        narrate: bool = True,
        record: bool = True,
    ) -> None:
        self.catalog = catalog
        self.behaviours = behaviours
        self.players = [Player(name, i) for i, name in enumerate(player_names)]
        self.agent = agent
        self.rng = rng
        self.narrate = narrate
        self.record = record
        self.turn_index = 0
        self.turn_number = 1
        self.phase = "action"
        self.supply: dict[str, Zone] = {}
        self.non_supply: dict[str, Zone] = {}
        self.landscapes: list[str] = []
        self.artifacts: dict[str, Player] = {}
        self.bane: str | None = None
        self._unaffected: dict[int, set[str]] = {}
        self.card_memory: dict[int, Any] = {}
        """What a card remembers across turns, by its uid (whom Swamp Hag affects)."""
        self.turn_state: dict[str, Any] = {}
        """Per-turn notes of once-a-turn abilities, cleared at the start of each turn."""
        self.watchers: list[str] = []
        """Kingdom cards whose rules watch every gain in the game (Changeling)."""
        self.trash = Zone("trash")
        self.black_market = Zone("black_market")
        self.black_market_revealed = Zone("black_market", label="revealed")
        """Cards revealed by Black Market; events name them ``black_market`` too."""
        self.events: list[Event] = []
        self.cost_reduction = 0
        self.over = False
        self.scores: dict[str, int] = {}
        self._uid = 0
        self._hooked = _hooked(behaviours)
        self._reducers = self._hooked["reduces_costs_by"]
        self._self_reducers = self._hooked["own_cost_reduction"]

    # -- cards and zones -------------------------------------------------------------
    def new_card(self, name: str, zone: Zone) -> CardInstance:
        """Create a physical card in ``zone`` (only while setting up)."""
        self._uid += 1
        card = CardInstance(self.catalog[name], self._uid)
        card.zone = zone
        zone.cards.append(card)
        return card

    def behaviour(self, card: CardInstance | CardFacts | str) -> Behaviour:
        """The rules text of a card, as code."""
        name = card if isinstance(card, str) else card.name
        return self.behaviours[name]

    @property
    def current(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.turn_index]

    def player(self, name: str) -> Player:
        """A player by name."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def left_of(self, player: Player) -> Player:
        """The player to the left: the next in turn order."""
        return self.players[(player.seat + 1) % len(self.players)]

    def others(self, player: Player) -> list[Player]:
        """Every other player, in turn order starting from the left."""
        n = len(self.players)
        return [self.players[(player.seat + i) % n] for i in range(1, n)]

    def return_to_action_phase(self) -> None:
        """Go back to the Action phase of the current turn (Villa)."""
        self.phase = "action"
        self.current.bought_this_turn = False
        self.emit(
            "phase", lambda: f"{self.current.name} returns to the action phase.", self.current
        )

    def all_zones(self) -> list[Zone]:
        """Every zone in the game."""
        zones = [*self.supply.values(), *self.non_supply.values(), self.trash]
        zones += [self.black_market, self.black_market_revealed]
        for p in self.players:
            zones += p.all_zones()
        return zones

    # -- events ----------------------------------------------------------------------
    def emit(
        self,
        type: str,
        text: str | Callable[[], str],
        player: Player | None = None,
        card: str | None = None,
        from_: str | None = None,
        to: str | None = None,
    ) -> None:
        """Record an event; ``text`` may be a function, called only when narrating.

        A game built with ``record=False`` (random games, benchmarks) keeps no events.
        """
        if not self.record:
            return
        if callable(text):
            text = text() if self.narrate else ""
        self.events.append(Event(type, text, player.name if player else None, card, from_, to))

    # -- the one way to move a card -------------------------------------------------
    def move(
        self,
        card: CardInstance,
        expected: Zone,
        to: Zone,
        *,
        event: str = "move",
        player: Player | None = None,
        bottom: bool = False,
        position: int | None = None,
        verb: str | None = None,
    ) -> bool:
        """Move ``card`` from ``expected`` to ``to``, if it is still in ``expected``.

        When the card is no longer where the effect expects it, nothing moves: the
        effect has lost track of it, and a ``lose_track`` event says so. Returns
        whether the card moved. ``bottom`` puts it under the others; ``position``
        puts it with that many cards above it; otherwise it goes on top (for a deck)
        or at the end (for every other zone).
        """
        who = player or to.owner or expected.owner
        if card.zone is not expected:
            where = card.zone.describe() if card.zone else "nowhere"
            self.emit(
                "lose_track",
                lambda: (
                    f"{card.name} is not in {expected.describe()} (it is in {where}), "
                    f"so it does not move to {to.describe()}."
                ),
                who,
                card.name,
                place(expected),
                place(to),
            )
            return False
        expected.cards.remove(card)
        if position is not None:
            to.cards.insert(position, card)
        elif bottom or to.kind not in ("deck", "supply", "black_market"):
            to.cards.append(card)
        else:
            to.cards.insert(0, card)
        card.zone = to
        self.emit(
            event,
            lambda: sentence(event, who, card.name, expected, to, verb),
            who,
            card.name,
            place(expected),
            place(to),
        )
        return True

    # -- the one way to ask ------------------------------------------------------------
    def decide(self, decision: Decision) -> Any:
        """Ask ``decision``'s player, unless it has only one legal answer."""
        if not decision.is_real():
            return decision.forced()
        value = self.agent.decide(decision)
        self.emit(
            "choose",
            lambda: (
                f"{decision.player.name} chooses {decision.answer_words(value)} ({decision.prompt})."
            ),
            decision.player,
        )
        return value

    def may(self, player: Player, prompt: str) -> bool:
        """Ask a yes/no question."""
        return bool(self.decide(YesNo(player, prompt)))

    def choose_cards(
        self,
        player: Player,
        prompt: str,
        cards: Iterable[CardInstance],
        minimum: int = 1,
        maximum: int = 1,
    ) -> list[CardInstance]:
        """Ask for between ``minimum`` and ``maximum`` of ``cards``."""
        pool = list(cards)
        return list(self.decide(ChooseCards(player, prompt, pool, minimum, maximum)))

    def choose_card(
        self, player: Player, prompt: str, cards: Iterable[CardInstance], optional: bool = False
    ) -> CardInstance | None:
        """Ask for one of ``cards`` (or none, if ``optional``)."""
        chosen = self.choose_cards(player, prompt, cards, 0 if optional else 1, 1)
        return chosen[0] if chosen else None

    # -- costs -----------------------------------------------------------------------
    def cost(self, card: CardInstance | CardFacts) -> Cost:
        """What a card costs now, after every cost reduction in effect. Events and other
        landscapes are not cards, so reductions of "cards" leave them alone."""
        facts = card.facts if isinstance(card, CardInstance) else card
        if facts.landscape:
            return facts.cost
        reduction = self.cost_reduction
        reducers = self._reducers
        if reducers:
            for p in self.players:
                for c in p.in_play.cards:
                    if c.facts.name in reducers:
                        reduction += self.behaviours[c.facts.name].reduces_costs_by(self)
        if facts.name in self._self_reducers:
            reduction += self.behaviours[facts.name].own_cost_reduction(self)
        return facts.cost.reduced(reduction) if reduction else facts.cost

    # -- the Supply ------------------------------------------------------------------
    def pile(self, name: str) -> Zone | None:
        """The Supply pile named by a card or pile name."""
        return self.supply.get(self.catalog.pile_of(name)) if name in self.catalog else None

    def home_pile(self, name: str) -> Zone | None:
        """The pile a card belongs to, in the Supply or not ("return this to its pile")."""
        pile = self.catalog.pile_of(name) if name in self.catalog else name
        return self.supply.get(pile) or self.non_supply.get(pile)

    def gain_from_pile(
        self, player: Player, name: str, to: str | None = None
    ) -> CardInstance | None:
        """Gain the top card of a non-Supply pile (a Horse), or of a Supply pile."""
        zone = self.non_supply.get(name) or self.pile(name)
        if zone is None or not zone.cards or zone.cards[0].name != name:
            self.emit("note", lambda: f"{player.name} gains no {name}: there is none left.", player)
            return None
        return self.gain(player, zone.cards[0], zone, to)

    def supply_tops(self, test: Callable[[CardInstance], bool] | None = None) -> list[CardInstance]:
        """The top card of every non-empty Supply pile that passes ``test``."""
        tops = [z.cards[0] for z in self.supply.values() if z.cards]
        return [c for c in tops if test is None or test(c)]

    def choose_from_supply(
        self,
        player: Player,
        prompt: str,
        test: Callable[[CardInstance], bool],
        optional: bool = False,
    ) -> CardInstance | None:
        """Ask for a card from the Supply (a pile's top card) that passes ``test``."""
        tops = self.supply_tops(test)
        name = self.decide(ChooseSupply(player, prompt, [c.name for c in tops], optional))
        return next((c for c in tops if c.name == name), None)

    def choose_and_gain(
        self,
        player: Player,
        prompt: str,
        test: Callable[[CardInstance], bool],
        to: str | None = None,
    ) -> CardInstance | None:
        """Ask for a card from the Supply that passes ``test``, and gain it."""
        choice = self.choose_from_supply(player, prompt, test)
        if choice is None or choice.zone is None:
            return None
        return self.gain(player, choice, choice.zone, to)

    def empty_piles(self) -> int:
        """How many Supply piles are empty (the Black Market deck is not one)."""
        return sum(1 for z in self.supply.values() if not z.cards)

    # -- drawing, revealing, shuffling ---------------------------------------------
    def shuffle(self, player: Player) -> None:
        """Shuffle the discard pile and put it under whatever the deck still holds.

        Each Stash among the shuffled cards is placed by its owner.
        """
        cards = list(player.discard.cards)
        if not cards:
            return
        if self.rng is not None:
            self.rng.shuffle(cards)
        placed = [c for c in cards if self.behaviours[c.name].placed_when_shuffled]
        ordinary = [c for c in cards if c not in placed]
        for card in placed:
            where = self.decide(
                ChoosePosition(
                    player,
                    f"place {card.name} among the newly shuffled cards",
                    maximum=len(ordinary),
                )
            )
            ordinary.insert(where, card)
        player.discard.cards.clear()
        for card in ordinary:
            card.zone = player.deck
        player.deck.cards.extend(ordinary)
        self.emit("shuffle", lambda: f"{player.name} shuffles.", player)

    def shuffle_deck(self, player: Player) -> None:
        """Shuffle the deck itself (at the start of a game)."""
        if self.rng is not None:
            self.rng.shuffle(player.deck.cards)

    def _ensure_deck(self, player: Player) -> bool:
        if not player.deck.cards:
            self.shuffle(player)
        return bool(player.deck.cards)

    def _take_from_deck(
        self, player: Player, count: int, to: Zone, event: str = "move", verb: str | None = None
    ) -> list[CardInstance]:
        taken = []
        for _ in range(count):
            if not self._ensure_deck(player):
                break
            card = player.deck.cards[0]
            self.move(card, player.deck, to, event=event, verb=verb)
            taken.append(card)
        return taken

    def draw(self, player: Player, count: int = 1) -> list[CardInstance]:
        """Draw up to ``count`` cards, shuffling when the deck runs out."""
        return self._take_from_deck(player, count, player.hand, "draw")

    def look_at_top(self, player: Player, count: int) -> list[CardInstance]:
        """Take up to ``count`` cards from the top of the deck to look at (into the
        player's revealed zone, seen only by them), shuffling if needed."""
        return self._take_from_deck(player, count, player.revealed, verb="looks at")

    def reveal_from_deck(self, player: Player, count: int) -> list[CardInstance]:
        """Reveal up to ``count`` cards from the top of the deck, shuffling if needed."""
        return self._take_from_deck(player, count, player.revealed, "reveal")

    def reveal(self, player: Player, card: CardInstance) -> None:
        """Reveal a card where it is (it does not move)."""
        self.emit("reveal", lambda: f"{player.name} reveals {card.name}.", player, card.name)

    # -- discarding, trashing, setting aside --------------------------------------
    def discard(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Discard ``card`` from ``expected``."""
        return self.move(card, expected, player.discard, event="discard", player=player)

    def trash_card(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Trash ``card`` from ``expected``, then its own when-trashed ability; returns
        whether it was trashed."""
        if not self.move(card, expected, self.trash, event="trash", player=player):
            return False
        self.behaviours[card.name].on_trash(self, player, card)
        return True

    def return_to_pile(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Return ``card`` from ``expected`` to the pile it belongs to (Supply or not);
        False when it cannot (it is not where the effect expects it, or has no pile)."""
        home = self.home_pile(card.name)
        return home is not None and self.move(card, expected, home, player=player, verb="returns")

    def exchange(self, player: Player, card: CardInstance, other: str) -> CardInstance | None:
        """Exchange ``card`` for the top card of ``other``'s pile: ``card`` returns to its
        pile and the other card takes its place. Neither is gained or bought."""
        where = card.zone
        pile = self.home_pile(other)
        if where is None or pile is None or not pile.cards or pile.cards[0].name != other:
            return None
        if not self.return_to_pile(player, card, where):
            return None
        taken = pile.cards[0]
        self.move(taken, pile, where, player=player, verb="takes")
        return taken

    def set_aside(self, player: Player, card: CardInstance, expected: Zone, label: str) -> bool:
        """Set ``card`` aside in the area labelled ``label``."""
        zone = player.set_aside_zone(label)
        return self.move(card, expected, zone, event="set_aside", player=player)

    def topdeck(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Put ``card`` onto the deck."""
        return self.move(card, expected, player.deck, player=player, verb="puts")

    # -- gaining and buying ------------------------------------------------------------
    def gain(
        self,
        player: Player,
        card: CardInstance | None,
        source: Zone,
        to: str | None = None,
    ) -> CardInstance | None:
        """``player`` gains ``card`` from ``source``.

        It goes where the gainer says (``to``), else where the card itself says it
        goes when gained (Nomad Camp: the deck), else to the discard pile. Then the
        card's own when-gain ability and the player's reactions happen. Returns the
        card, or None when there was nothing to gain.
        """
        if card is None:
            return None
        behaviour = self.behaviours[card.name]
        dest = self.gain_destination(player, card, to)
        if not self.move(card, source, dest, event="gain", player=player):
            return None
        behaviour.on_gain(self, player, card)
        for reactor in list(player.hand.cards):
            if reactor.name in self._hooked["react_to_gain"]:
                self.behaviours[reactor.name].react_to_gain(self, player, reactor, card)
        if player is self.current:
            for name in list(dict.fromkeys(player.plays_this_turn)):
                if name in self._hooked["after_gain_this_turn"]:
                    self.behaviours[name].after_gain_this_turn(self, player, card)
        for name in self.watchers:
            self.behaviours[name].when_a_card_is_gained(self, player, card)
        for reserve in list(player.tavern.cards):
            self.behaviours[reserve.name].on_mat_when_gaining(self, player, reserve, card)
        return card

    def gain_destination(self, player: Player, card: CardInstance, to: str | None = None) -> Zone:
        """Where a gained card goes: where the gainer says, else where the card says,
        else the discard pile."""
        return player.zones[to or self.behaviours[card.name].gained_to or "discard"]

    def gain_named(self, player: Player, name: str, to: str | None = None) -> CardInstance | None:
        """Gain a card by name from its Supply pile, if that pile's top card has that name."""
        pile = self.pile(name)
        if pile is None or not pile.cards or pile.cards[0].name != name:
            self.emit("note", lambda: f"{player.name} gains no {name}: there is none left.", player)
            return None
        return self.gain(player, pile.cards[0], pile, to)

    def can_purchase(self, player: Player, card: CardInstance | CardFacts) -> str | None:
        """Why ``player`` cannot pay for ``card`` now, or None when they can."""
        cost = self.cost(card)
        if player.debt > player.coins:
            return f"{player.name} has {player.debt} Debt to pay off before buying anything"
        available = player.coins - player.debt
        if cost.coins > available:
            return f"not enough coins for {card.name}: it costs {cost.coins}, you have {available}"
        if cost.potion > player.potions:
            return f"{card.name} costs a Potion and you have none"
        return None

    def purchase(
        self, player: Player, card: CardInstance | CardFacts, source: Zone | None, uses_buy: bool
    ) -> None:
        """Buy ``card``: pay, trigger when-buy abilities, then gain it (or resolve the Event).

        Black Market calls this with ``uses_buy=False``: a real purchase, in the Action
        phase, that spends no Buy.
        """
        cost = self.cost(card)
        if player.debt:
            player.coins -= player.debt
            player.debt = 0
        if uses_buy:
            player.buys -= 1
        player.coins -= cost.coins
        player.potions -= cost.potion
        player.debt += cost.debt
        self.emit("buy", lambda: f"{player.name} buys {card.name}.", player, card.name)
        player.bought.append(card.name)
        behaviour = self.behaviours[card.name]
        facts = card.facts if isinstance(card, CardInstance) else card
        for other in self.others(player):
            for watcher in list(other.in_play.cards):
                self.behaviours[watcher.name].when_another_buys(self, other, watcher, player, facts)
        if isinstance(card, CardInstance) and source is not None:
            behaviour.on_buy(self, player, card)
            self.gain(player, card, source)
        else:
            behaviour.on_buy(self, player, None)

    # -- playing -----------------------------------------------------------------------
    def play(
        self,
        player: Player,
        card: CardInstance,
        from_hand: bool = True,
        by: CardInstance | None = None,
    ) -> None:
        """Play ``card``: from hand it first goes into play; otherwise it stays where it
        is (Prince's set-aside card, Captain's Supply card). Then its abilities resolve.

        ``by`` is the card that plays it (Throne Room, Captain); that card stays in
        play as long as the played card's Duration effects keep it there.
        """
        if from_hand:
            self.move(card, player.hand, player.in_play, event="play", verb="plays")
        else:
            self.emit("play", lambda: f"{player.name} plays {card.name}.", player, card.name)
        for other in list(player.in_play.cards):
            if other is not card and other.name in self._hooked["before_another_is_played"]:
                self.behaviours[other.name].before_another_is_played(self, player, other, card)
        player.plays_this_turn.append(card.name)
        before = {id(e) for e in player.start_of_turn}
        if card.is_a("Attack"):
            self._react_to_attack(player, card)
        self.behaviours[card.name].on_play(self, player, card)
        self._unaffected.pop(id(card), None)
        if by is not None:
            for effect in player.start_of_turn:
                if id(effect) not in before and by not in effect.keeps:
                    effect.keeps.append(by)
        for name in list(dict.fromkeys(player.plays_this_turn)):
            if name in self._hooked["after_play_this_turn"]:
                self.behaviours[name].after_play_this_turn(self, player, card)

    def plus(
        self, player: Player, cards: int = 0, actions: int = 0, buys: int = 0, coins: int = 0
    ) -> None:
        """+Cards, +Actions, +Buys and +coins."""
        if cards:
            self.draw(player, cards)
        player.actions += actions
        player.buys += buys
        player.coins += coins

    def next_turn_effect(
        self,
        player: Player,
        source: CardInstance,
        run: Callable[[Game, Player], None],
        persistent: bool = False,
        label: str | None = None,
        keep: bool = True,
    ) -> StartOfTurnEffect:
        """Have ``run`` happen at the start of ``player``'s next turn (every turn if
        ``persistent``), keeping ``source`` in play until then (unless not ``keep``)."""
        keeps = [source] if keep else []
        effect = StartOfTurnEffect(label or source.name, source, run, keeps, persistent)
        player.start_of_turn.append(effect)
        return effect

    def _react_to_attack(self, attacker: Player, attack: CardInstance) -> None:
        """Each other player, in turn order, may first react to an Attack being played
        (Moat, Beggar), before any of its instructions; who is unaffected is noted."""
        unaffected: set[str] = set()
        for victim in self.others(attacker):
            if any(self.behaviours[c.name].protects_from_attacks for c in victim.in_play.cards):
                unaffected.add(victim.name)
            for reactor in list(victim.hand.cards):
                hooked = reactor.name in self._hooked["blocks_attack"]
                if hooked and self.behaviours[reactor.name].blocks_attack(
                    self, victim, reactor, attack
                ):
                    unaffected.add(victim.name)
        self._unaffected[id(attack)] = unaffected

    def attack_targets(self, attacker: Player, attack: CardInstance) -> list[Player]:
        """The other players the Attack being played affects, in turn order (its
        reactions were offered when it was played)."""
        if id(attack) not in self._unaffected:
            self._react_to_attack(attacker, attack)
        unaffected = self._unaffected[id(attack)]
        return [p for p in self.others(attacker) if p.name not in unaffected]

    # -- turns -------------------------------------------------------------------------
    def play_from_hand(self, player: Player, name: str) -> None:
        """Play a card from hand by the normal rules of the current phase."""
        card = player.hand.named(name)
        if card is None:
            raise RuleError(f"{player.name} has no {name} in hand")
        if self.phase == "action":
            if not card.is_a("Action"):
                raise RuleError(
                    f"{name} is not an Action card; it cannot be played in the Action phase"
                )
            if player.actions < 1:
                raise RuleError(f"{player.name} has no Actions left to play {name}")
            player.actions -= 1
        elif self.phase == "buy":
            if not card.is_a("Treasure"):
                raise RuleError(
                    f"{name} is not a Treasure; only Treasures are played in the Buy phase"
                )
            if player.bought_this_turn:
                raise RuleError("Treasures cannot be played after buying a card this phase")
        elif self.phase == "night":
            if not card.is_a("Night"):
                raise RuleError(f"{name} is not a Night card")
        else:
            raise RuleError("no card can be played in the Clean-up phase")
        self.play(player, card)

    def buy(self, player: Player, name: str) -> None:
        """Buy a card from the Supply, or an Event, in the Buy phase."""
        if self.phase != "buy":
            raise RuleError(f"cards are bought in the Buy phase, not the {self.phase} phase")
        if player.buys < 1:
            raise RuleError(f"{player.name} has no Buys left")
        if name in self.landscapes:
            facts = self.catalog[name]
            problem = self.can_purchase(player, facts)
            if problem:
                raise RuleError(problem)
            player.bought_this_turn = True
            self.purchase(player, facts, None, uses_buy=True)
            return
        pile = self.pile(name)
        if pile is None:
            raise RuleError(f"{name} is not in the Supply")
        if not pile.cards or pile.cards[0].name != name:
            raise RuleError(
                f"there is no {name} to buy: the pile is empty or another card is on top"
            )
        problem = self.can_purchase(player, pile.cards[0])
        if problem:
            raise RuleError(problem)
        player.bought_this_turn = True
        self.purchase(player, pile.cards[0], pile, uses_buy=True)

    def advance_to(self, phase: str) -> None:
        """Move forward to ``phase`` in the current turn."""
        if PHASES.index(phase) < PHASES.index(self.phase):
            raise RuleError(f"cannot go back from the {self.phase} phase to the {phase} phase")
        while self.phase != phase:
            if self.phase == "buy":
                self._pay_debt(self.current)
            self.phase = PHASES[PHASES.index(self.phase) + 1]
            self.emit(
                "phase", lambda: f"{self.current.name}'s {self.phase} phase begins.", self.current
            )
            if self.phase == "cleanup":
                self._start_of_cleanup()

    def _pay_debt(self, player: Player) -> None:
        """Coins left at the end of the Buy phase pay off Debt (they would be lost anyway)."""
        paid = min(player.coins, player.debt)
        if paid:
            player.coins -= paid
            player.debt -= paid
            self.emit("note", lambda: f"{player.name} pays off {paid} Debt.", player)

    def _start_of_cleanup(self) -> None:
        player = self.current
        for card in list(player.in_play.cards):
            self.behaviours[card.name].at_start_of_cleanup(self, player, card)

    def end_turn(self) -> None:
        """Finish the turn (Clean-up, drawing five) and start the next player's turn."""
        if self.over:
            raise RuleError("the game is over")
        self.advance_to("cleanup")
        player = self.current
        kept = {c for e in player.start_of_turn for c in e.keeps}
        played = list(dict.fromkeys(player.plays_this_turn))
        for card in list(player.in_play.cards):
            if card in kept:
                continue
            if not any(
                self.behaviours[n].instead_of_discarding_from_play(self, player, card)
                for n in played
            ):
                self.discard(player, card, player.in_play)
        for card in list(player.hand.cards):
            self.discard(player, card, player.hand)
        self.draw(player, 5)
        for name in played:
            self.behaviours[name].at_end_of_turn(self, player)
        player.actions, player.buys, player.coins, player.potions = 0, 0, 0, 0
        if self.is_over():
            self.end_game()
            return
        self.turn_index = (self.turn_index + 1) % len(self.players)
        if self.turn_index == 0:
            self.turn_number += 1
        self.start_turn()

    def start_turn(self) -> None:
        """Begin the current player's turn: reset counters, then start-of-turn effects."""
        player = self.current
        self.phase = "action"
        self.cost_reduction = 0
        player.actions, player.buys, player.coins, player.potions = 1, 1, 0, 0
        player.plays_this_turn = []
        player.bought = []
        player.bought_this_turn = False
        self.emit("turn", lambda: f"{player.name}'s turn begins.", player)
        if self.artifacts.get("Key") is player:
            player.coins += 1
        self.turn_state = {}
        pending = list(player.start_of_turn)
        player.start_of_turn = [e for e in pending if e.persistent]
        for reserve in player.tavern.cards:
            effect = self.behaviours[reserve.name].on_mat_at_start_of_turn(self, player, reserve)
            if effect is not None:
                pending.append(effect)
        while pending:
            index = self.decide(
                ChooseOption(
                    player,
                    "choose which start-of-turn effect happens next",
                    [e.label for e in pending],
                )
            )
            effect = pending.pop(index)
            effect.run(self, player)

    def is_over(self) -> bool:
        """True when the Provinces (or Colonies) are gone, or three Supply piles are empty
        (four with five or six players)."""
        for name in ("Province", "Colony"):
            pile = self.supply.get(name)
            if pile is not None and not pile.cards:
                return True
        return self.empty_piles() >= (4 if len(self.players) >= 5 else 3)

    def end_game(self) -> dict[str, int]:
        """End the game: set-aside cards return to their owners, then score."""
        for player in self.players:
            for zone in list(player.set_aside.values()):
                for card in list(zone.cards):
                    self.move(card, zone, player.discard, verb="returns")
        self.over = True
        self.scores = {p.name: self.score(p) for p in self.players}
        for name, vp in self.scores.items():
            self.emit("score", f"{name} scores {vp} VP (victory points).", self.player(name))
        return self.scores

    def score(self, player: Player) -> int:
        """Victory points: every card the player has, plus VP tokens."""
        return player.vp_tokens + sum(
            self.behaviours[c.name].victory_points(self, player) for c in player.owned()
        )


_HOOKS = (
    "reduces_costs_by",
    "own_cost_reduction",
    "react_to_gain",
    "after_gain_this_turn",
    "on_mat_when_gaining",
    "when_another_buys",
    "before_another_is_played",
    "after_play_this_turn",
    "blocks_attack",
    "at_start_of_cleanup",
    "instead_of_discarding_from_play",
    "at_end_of_turn",
)


_HOOKED_CACHE: dict[tuple[int, int], dict[str, frozenset[str]]] = {}


def _hooked(behaviours: dict[str, Behaviour]) -> dict[str, frozenset[str]]:
    """For each optional hook, the names of the cards whose behaviour defines it, so the
    shared mechanisms call a hook only where a card has one (worked out once per set of
    behaviours)."""
    key = (id(behaviours), len(behaviours))
    if key not in _HOOKED_CACHE:
        _HOOKED_CACHE[key] = _find_hooks(behaviours)
    return _HOOKED_CACHE[key]


def _find_hooks(behaviours: dict[str, Behaviour]) -> dict[str, frozenset[str]]:
    from engine.cards.base import Behaviour as Base

    return {
        hook: frozenset(
            name
            for name, b in behaviours.items()
            if getattr(type(b), hook) is not getattr(Base, hook)
        )
        for hook in _HOOKS
    }
