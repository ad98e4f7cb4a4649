"""The state of a game: players, piles, the turn, and the record of events."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from itertools import repeat
from typing import TYPE_CHECKING, cast

from engine.card import CardRules
from engine.catalog import CardFacts, Catalog
from engine.decisions import Agent
from engine.events import Event
from engine.format.limits import MAX_CARDS, LimitError, too_many_cards
from engine.game.notes import Notes
from engine.game.play_coins import PlayCoins
from engine.game.triggers import HAND_PLAY_LIMIT, Hooks
from engine.narration import MovedCard, MoveEntry
from engine.player import Player
from engine.values import Cost, EventType, Phase, ZoneKind
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import Game

__all__ = ["ExtraTurn", "GameState", "RuleError", "SharedDeck", "StartOfTurnEffect"]

_new_event = tuple.__new__
"""Builds an :class:`Event` without the named tuple's Python-level ``__new__``."""


class RuleError(Exception):
    """A step that the rules do not allow; the state is left as it was."""


class StartOfTurnEffect:
    """Something to do at the start of a player's turn (a Duration, Prince, Summon).

    ``keeps`` are the cards that stay in play until it has happened; a
    ``persistent`` effect happens every turn and keeps them in play for good.
    """

    label: str
    source: CardInstance | None
    """The card that set it up; None for one a State offers (Lost in the Woods)."""
    run: Callable[[Game, Player], None]
    keeps: list[CardInstance]
    persistent: bool
    quiet: bool
    """True when it does nothing itself and only keeps its cards in play until then
    (Outpost): it is not offered among the effects to order."""

    def __init__(
        self,
        label: str,
        source: CardInstance | None,
        run: Callable[[Game, Player], None],
        keeps: list[CardInstance] | None = None,
        persistent: bool = False,
        quiet: bool = False,
    ) -> None:
        self.label = label
        self.source = source
        self.run = run
        self.keeps = [] if keeps is None else keeps
        self.persistent = persistent
        self.quiet = quiet

    def __repr__(self) -> str:
        return f"StartOfTurnEffect(label={self.label!r}, source={self.source!r})"


class ExtraTurn:
    """A turn ``player`` takes besides their normal ones (Outpost, Possession).

    ``controller``, when given, is another player who controls the turn: they make its
    decisions and gain what ``player`` would gain, and ``player``'s cards trashed in it
    are set aside and returned to their discard pile when it ends.
    """

    player: Player
    label: str
    controller: Player | None
    buys_cards: bool
    """False for a turn in which no cards may be bought (Mission)."""
    hand_play_limit: int | None
    """How many cards its player may play from their hand in it, when that is limited
    (Voyage: 3); None for no limit."""

    def __init__(
        self,
        player: Player,
        label: str,
        controller: Player | None = None,
        buys_cards: bool = True,
        hand_play_limit: int | None = None,
    ) -> None:
        self.player = player
        self.label = label
        self.controller = controller
        self.buys_cards = buys_cards
        self.hand_play_limit = hand_play_limit

    def __repr__(self) -> str:
        return f"ExtraTurn(player={self.player!r}, label={self.label!r})"


class SharedDeck:
    """A face-down deck of landscape cards the players share (the Boons, the Hexes):
    taken from the top, discarded beside it, and its discards reshuffled into it when
    it is empty. ``kept`` holds, by player name, what a player keeps in front of them
    for a while (a Boon kept until Clean-up); ``set_aside`` what a card's set-up takes
    out of it for the game, by that card's label (Druid's three Boons)."""

    name: str
    deck: Zone
    discard: Zone
    kept: dict[str, Zone]
    set_aside: dict[str, Zone]

    def __init__(
        self,
        name: str,
        deck: Zone,
        discard: Zone,
        kept: dict[str, Zone] | None = None,
        set_aside: dict[str, Zone] | None = None,
    ) -> None:
        self.name = name
        self.deck = deck
        self.discard = discard
        self.kept = {} if kept is None else kept
        self.set_aside = {} if set_aside is None else set_aside

    def __repr__(self) -> str:
        return f"SharedDeck(name={self.name!r})"


class GameState:
    """Who plays, where every card is, whose turn and which phase it is, and what
    has happened. The mechanisms that change it are added by the classes that build
    :class:`engine.game.Game` on this one."""

    __slots__ = (
        "_costs",
        "_costs_key",
        "_gained_to",
        "_log",
        "_others",
        "_reducers_in_play",
        "_supply_lists",
        "_turn_types",
        "_type_givers",
        "_uid",
        "_unaffected",
        "_written",
        "agent",
        "allies",
        "artifacts",
        "banes",
        "being_bought",
        "black_market",
        "black_market_revealed",
        "catalog",
        "controlled_turn",
        "cost_reduction",
        "cost_tokens_out",
        "current",
        "extra_turns",
        "final_round",
        "first_edition_cards",
        "from_the_start",
        "gained_from",
        "gaining_bought",
        "given_types",
        "hand_play_limit",
        "held_by_all",
        "hooks",
        "kept_out_this_draw",
        "landscapes",
        "last_normal",
        "may_buy_cards",
        "moves_made",
        "narrate",
        "next_hand_size",
        "non_supply",
        "over",
        "phase",
        "play_coins",
        "played_from_hand",
        "players",
        "previous_turn",
        "record",
        "remembered",
        "removed_piles",
        "resolving",
        "rng",
        "rules",
        "scores",
        "shared_decks",
        "supply",
        "supply_changes",
        "this_turn",
        "trades_seen",
        "trash",
        "turn_number",
        "watchers",
        "winners",
    )
    """Every attribute of a game, set in ``__init__``: read on every step of play, slots are
    faster than a dict (and an unknown attribute is an error)."""

    def __init__(
        self,
        catalog: Catalog,
        rules: Mapping[str, CardRules],
        player_names: list[str],
        agent: Agent,
        rng: random.Random | None = None,
        narrate: bool = True,
        record: bool = True,
    ) -> None:
        self.catalog = catalog
        self.rules = rules
        """Every implemented card's abilities, by card name."""
        self.hooks = Hooks(rules)
        self.players = [Player(name, i) for i, name in enumerate(player_names)]
        n = len(self.players)
        self._others = [
            tuple(self.players[(seat + i) % n] for i in range(1, n)) for seat in range(n)
        ]
        """For each seat, every other player in turn order from the left."""
        self.agent = agent
        self.rng = rng
        self.narrate = narrate
        self.record = record
        """False for games that keep no events (random games, benchmarks)."""
        self.current = self.players[0]
        """The player whose turn it is (set through :attr:`turn_index`, or directly)."""
        self.turn_number = 1
        self.phase = Phase.ACTION
        self.supply: dict[str, Zone] = {}
        self.non_supply: dict[str, Zone] = {}
        self.removed_piles: dict[str, Zone] = {}
        """Piles taken out of the Supply for the rest of the game (Divine Wind), by pile:
        their cards are still somewhere, but no longer in the Supply."""
        self.landscapes: list[str] = []
        self.held_by_all: list[str] = []
        """Landscapes whose effects every player has, as if each held them (a Prophecy once
        its last Sun token is gone): :meth:`holdings` lists them for everyone."""
        self.artifacts: dict[str, Player] = {}
        self.allies: tuple[str, ...] = ()
        """The Ally in the game (a landscape among ``landscapes``), if any: every player
        has it, as :meth:`holdings` says."""
        self.shared_decks: dict[str, SharedDeck] = {}
        """The shared landscape decks in this game, by name (``Boons``, ``Hexes``)."""
        self.banes: tuple[str, ...] = ()
        """The Bane piles, one card of each by name (Young Witch's: the set-up's, and
        Divine Wind's new one beside it); every card of those piles is a Bane."""
        self.from_the_start = False
        self.kept_out_this_draw: dict[str, list[CardInstance]] | None = None
        """While an instruction takes cards from a deck one at a time (draw until, reveal
        until: :meth:`engine.game.moves.Moves.one_draw`), the cards each player's shuffle
        kept out, by player; None otherwise."""
        """Whether the position is a game's beginning (``starting_decks``): set-ups that
        hand out counters (Baker's Coffers) happen only then."""
        self.watchers: list[str] = []
        """Cards whose pile is in the Supply and whose rules watch every gain."""
        self.remembered = Notes()
        """What cards remember across turns, by card uid (whom Swamp Hag affects)."""
        self.this_turn = Notes()
        """Once-a-turn notes, forgotten at the start of each turn (Trickster's uses)."""
        self.trash = Zone(ZoneKind.TRASH)
        self.black_market = Zone(ZoneKind.BLACK_MARKET)
        self.black_market_revealed = Zone(ZoneKind.BLACK_MARKET, label="revealed")
        """Cards revealed by Black Market; events name them ``black_market`` too."""
        self._log: list[Event | MoveEntry] = []
        self._written = 0
        """How many entries at the start of the log are written out as events."""
        self.cost_reduction = 0
        """Coins off every card's cost this turn, from effects that are not in play."""
        self.previous_turn: Player | None = None
        """Who took the turn before the current one (None when not known)."""
        self.extra_turns: list[ExtraTurn] = []
        """Extra turns waiting to be taken (Outpost, Possession): each comes right after
        the turn that ended, before any normal turn; several go in turn order from the
        player whose turn ended."""
        self.final_round: list[Player] | None = None
        """Once the game has ended with players owed a round of turns after its end
        (Fleet): those still to take theirs, in order (None until then)."""
        self.last_normal: int | None = None
        """The seat of the last normal turn, while an extra turn is being taken (None
        during a normal turn: it is ``turn_index``)."""
        self.controlled_turn: ExtraTurn | None = None
        """The current turn, when another player controls it (Possession)."""
        self.next_hand_size = 5
        """How many cards the current turn's Clean-up draws."""
        self.may_buy_cards = True
        """False in a turn in which no cards may be bought (Events still may: Mission)."""
        self.hand_play_limit: int | None = None
        """How many cards the current player may play from their hand this turn, in a turn
        that limits it (Voyage's: 3); None for no limit. Set by :meth:`limit_hand_plays`."""
        self.played_from_hand = 0
        """How many cards the current player has played from their hand this turn, counted
        only in a turn with a ``hand_play_limit``."""
        self.first_edition_cards: frozenset[str] = frozenset()
        """Cards that play by their first-edition wording in this game."""
        self.over = False
        self.scores: dict[str, int] = {}
        self.winners: list[str] = []
        """Who won, once the game is over (see :meth:`~engine.game.turns.Turns.end_game`)."""
        self._uid = 0
        self.given_types: dict[str, frozenset[str]] = {}
        """Types that cards have in this game beyond their own (Charlatan's Curses)."""
        self._type_givers: set[str] = set()
        self._turn_types: tuple[object, ...] = ((), ())
        """What :meth:`retype_for_turn` last gave: types by card name, and the Projects."""
        self._unaffected: dict[int, set[str]] = {}
        """For each Attack being played (by object id), who its reactions made unaffected."""
        self.resolving: list[tuple[CardInstance, Player]] = []
        """The cards whose abilities are resolving, with the player they belong to,
        innermost last (see ``Playing.abilities_of``)."""
        self.being_bought: CardInstance | None = None
        """The card whose purchase is resolving its when-buy abilities (not yet gained)."""
        self.gaining_bought: CardInstance | None = None
        """The card being gained because it was bought, while that gain resolves ("when
        you gain a card, if you bought it": Hoard)."""
        self.gained_from: Zone | None = None
        """Where the card just gained came from, for the Supply's watchers of gains (Trade
        Route moves a token when a card is gained from a Victory Supply pile)."""
        self.play_coins: PlayCoins | None = None
        """The coins each play's own abilities gave, counted this turn once a card asks
        (Harbor Village: ``Playing.count_play_coins``); None while nothing counts."""
        self.trades_seen = False
        """True once any card's +Cards and +coins have been traded (Way of the Chameleon)."""
        self.cost_tokens_out = False
        """True once any player's -2 Cost token (Ferry) has been put on a pile (it never
        leaves the piles again): until then no cost need look for one."""
        self.moves_made = 0
        """How many times a card has changed place (or been created): the costs cache
        is keyed by it."""
        self._costs: dict[str, Cost] = {}
        self._costs_key: tuple[object, ...] = ()
        self._supply_lists: list[list[CardInstance]] = []
        """Each Supply pile's card list (see ``Acquiring._pile_lists``)."""
        self.supply_changes = 0
        """How many times a pile has joined or left the Supply: what was worked out about
        its piles holds while this stays the same."""
        self._reducers_in_play: list[tuple[Player, CardInstance]] = []
        """The cards in play that change costs, while ``_costs_key`` holds."""
        self._gained_to: dict[int, Zone] = {}
        """Where each card was put when last gained, by uid."""

    # -- cards ---------------------------------------------------------------------
    @property
    def cards_made(self) -> int:
        """How many physical cards the game has made (at set-up, and the piles Divine
        Wind sets out later)."""
        return self._uid

    def new_card(self, name: str, zone: Zone) -> CardInstance:
        """Create a physical card in ``zone`` (while setting up, or a new pile)."""
        self.new_cards((name,), zone)
        return zone.cards[-1]

    def new_cards(self, names: Iterable[str], zone: Zone) -> None:
        """Create a physical card in ``zone`` for each of ``names``, in order (setting
        out a pile: each name is looked up once)."""
        names = list(names)
        hooks = self.hooks
        facts_of: dict[str, CardFacts] = {}
        for name in dict.fromkeys(names):
            facts_of[name] = self.catalog[name]
            hooks.include(name)
        uid = self._uid
        if uid + len(names) > MAX_CARDS:
            raise LimitError(too_many_cards(uid + len(names)))
        self._uid = uid + len(names)
        made = list(
            map(
                CardInstance,
                map(facts_of.__getitem__, names),
                range(uid + 1, self._uid + 1),
                repeat(zone, len(names)),
            )
        )
        zone.cards += made
        self.moves_made += len(made)
        if self.given_types or hooks.gives_types:
            for card in made:
                self._give_types(card)

    def _give_types(self, card: CardInstance) -> None:
        """Give ``card`` the types that cards in the game give its name; a card that gives
        types and is new to the game gives them to the cards already here too."""
        for giver in sorted(self.hooks.gives_types - self._type_givers):
            self._type_givers.add(giver)
            for target, extra in self.rules[giver].gives_types.items():
                self.given_types[target] = self.given_types.get(target, frozenset()) | extra
                for zone in self.all_zones():
                    for other in zone.cards:
                        if other.name == target:
                            other.types = other.facts.types | self.given_types[target]
        given = self.given_types.get(card.name)
        if given:
            card.types = card.facts.types | given

    def give_types(self, names: Iterable[str], extra: frozenset[str]) -> None:
        """From now on, the cards named ``names`` also have the types ``extra``, wherever
        they are and when made later (Enlightenment: Treasures are Actions too)."""
        names = set(names)
        for name in names:
            self.given_types[name] = self.given_types.get(name, frozenset()) | extra
        for zone in self.all_zones():
            for card in zone.cards:
                if card.name in names:
                    card.types = card.types | extra
        self.moves_made += 1  # what a card is may change what it costs

    def retype_for_turn(self) -> None:
        """Give every card the types it has now: its own, those the cards in the game
        give it (Charlatan), those its name has during the current player's turn
        (:meth:`CardRules.types_during_turn`: Estates under an Estate token) and those
        the current player's Projects give during their turns (Capitalism). Once the game
        is over it is nobody's turn. Nothing is scanned when nothing changed."""
        game = self.as_game()
        by_name: dict[str, frozenset[str]] = {}
        projects: list[str] = []
        if not self.over:
            current = self.current
            for name in self.hooks.types_during_turn:
                extra = self.rules[name].types_during_turn(game, current)
                if extra:
                    by_name[name] = extra
            givers = self.hooks.types_on_owners_turns
            if givers and current.projects:
                projects = [n for n in current.projects if n in givers]
        key = (tuple(sorted(by_name.items())) if by_name else (), tuple(projects))
        if key == self._turn_types:
            return
        self._turn_types = key
        for zone in self.all_zones():
            for card in zone.cards:
                extra = by_name.get(card.name, frozenset())
                for n in projects:
                    extra = extra | self.rules[n].types_on_owners_turns(game, card.facts)
                card.types = card.facts.types | self.given_types.get(card.name, frozenset()) | extra
        self.moves_made += 1

    def as_game(self) -> Game:
        """This game, as the whole :class:`~engine.game.Game` that card hooks receive
        (every game is built as one; the mechanism classes are its parts)."""
        return self  # type: ignore[return-value]

    def rules_of(self, card: CardInstance | str) -> CardRules:
        """The abilities of a card (or of the card with that name)."""
        return self.rules[card if isinstance(card, str) else card.name]

    # -- piles --------------------------------------------------------------------
    def piles_in_game(self) -> set[str]:
        """Every pile this game has used: in the Supply, outside it, or removed."""
        return {*self.supply, *self.non_supply, *self.removed_piles}

    def limit_hand_plays(self, limit: int | None) -> None:
        """Let the current turn's player play at most ``limit`` cards from their hand (a
        Voyage turn: 3); None lifts the limit. While a limit holds, playing from hand is
        checked as in a game with a card that changes it (the ``playing_from_hand`` hook
        group), so turns without one ask nothing."""
        self.hand_play_limit = limit
        if limit is None:
            self.hooks.playing_from_hand.discard(HAND_PLAY_LIMIT)
        else:
            self.hooks.playing_from_hand.add(HAND_PLAY_LIMIT)

    def add_to_supply(self, pile: str, zone: Zone) -> None:
        """Set out ``zone`` as the Supply pile ``pile`` (at set-up, or for Divine Wind)."""
        self.supply[pile] = zone
        self._supply_lists = []
        self.supply_changes += 1

    def remove_from_supply(self, piles: Iterable[str]) -> None:
        """Take the Supply piles ``piles`` out of the game for good (Divine Wind): they
        are no Supply piles from now on (not counted as empty ones, nothing returns or is
        gained from them), and the players' tokens on them return to their owners."""
        gone = [p for p in piles if p in self.supply]
        for pile in gone:
            self.removed_piles[pile] = self.supply.pop(pile)
        for player in self.players:
            for token, on in list(player.pile_tokens.items()):
                if on in gone:
                    del player.pile_tokens[token]
        self._supply_lists = []  # (the piles' card lists are worked out again)
        self.supply_changes += 1
        self._costs_key = ()  # what cards cost may change (a -2 Cost token came back)

    # -- players -------------------------------------------------------------------
    @property
    def controlled_by(self) -> Player | None:
        """Who controls the current turn, when another player does (Possession)."""
        turn = self.controlled_turn
        return turn.controller if turn is not None else None

    @property
    def turn_index(self) -> int:
        """The seat of the player whose turn it is (:attr:`current` is kept, not worked
        out: it is read on almost every step)."""
        return self.current.seat

    @turn_index.setter
    def turn_index(self, seat: int) -> None:
        self.current = self.players[seat]

    def player(self, name: str) -> Player:
        """A player by name."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def holdings(self, player: Player) -> list[str]:
        """What ``player`` has that gives them effects, not being a card they have: their
        States, the Projects they have a cube on, the Artifacts they have, the game's Ally
        and what every player has (:attr:`held_by_all`)."""
        held = [*player.states, *player.projects, *self.allies, *self.held_by_all]
        if self.artifacts:
            held += [n for n, who in self.artifacts.items() if who is player]
        return held

    def left_of(self, player: Player) -> Player:
        """The player to the left: the next in turn order."""
        return self.players[(player.seat + 1) % len(self.players)]

    def others(self, player: Player) -> tuple[Player, ...]:
        """Every other player, in turn order starting from the left."""
        return self._others[player.seat]

    def all_zones(self) -> list[Zone]:
        """Every zone in the game."""
        zones = [*self.supply.values(), *self.non_supply.values(), self.trash]
        zones += [self.black_market, self.black_market_revealed]
        if self.removed_piles:
            zones += self.removed_piles.values()
        for p in self.players:
            zones += p.all_zones()
        return zones

    # -- events --------------------------------------------------------------------
    def emit(
        self,
        type: EventType,
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
        self._log.append(
            _new_event(Event, (type, text, player.name if player else None, card, from_, to))
        )

    @property
    def events(self) -> list[Event]:
        """Everything that happened, in order (empty for a game built with
        ``record=False``). Moves are logged as they happen and written out as events,
        with their sentences, when the log is read."""
        log = self._log
        narrate = self.narrate
        for i in range(min(self._written, len(log)), len(log)):
            entry = log[i]
            if type(entry) is tuple:  # a move (an Event is a named tuple, not a tuple)
                log[i] = MovedCard(*entry).event(narrate)
        self._written = len(log)
        return cast("list[Event]", log)

    def first_edition(self, name: str) -> bool:
        """True when the card ``name`` plays by its first-edition wording here."""
        return name in self.first_edition_cards

    def forget_events_after(self, count: int) -> None:
        """Forget every event after the first ``count`` (a step that was refused)."""
        del self._log[count:]
        self._written = min(self._written, count)

    def note(self, player: Player | None, text: Callable[[], str]) -> None:
        """Record a narration-only note."""
        if self.record:
            self.emit(EventType.NOTE, text, player)
