"""Moving cards: the one :meth:`Moves.move`, and the moves named by the rules
(draw, reveal, discard, trash, set aside, return to a pile, exchange, shuffle)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from engine import rand
from engine.decisions import ChoosePosition, OrderCards
from engine.game.asking import Asking, Effect
from engine.narration import place
from engine.player import Player
from engine.values import EventType, Phase, ZoneKind
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import Game

# Enum members read on every turn, bound once: on Python 3.11 reading ``Phase.BUY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times slower than a global.
_DRAW = EventType.DRAW
_DISCARD = EventType.DISCARD
_IN_PLAY = ZoneKind.IN_PLAY
_SUPPLY = ZoneKind.SUPPLY
_CLEANUP = Phase.CLEANUP

__all__ = ["Moves"]


_ON_TOP = frozenset((ZoneKind.DECK, _SUPPLY, ZoneKind.NON_SUPPLY, ZoneKind.BLACK_MARKET))
"""Zones whose index 0 is the top: a card moved there goes on top unless told."""


class Moves(Asking):
    """Every card movement goes through :meth:`move`."""

    __slots__ = ()

    def move(
        self,
        card: CardInstance,
        expected: Zone,
        to: Zone,
        *,
        event: EventType = EventType.MOVE,
        player: Player | None = None,
        bottom: bool = False,
        position: int | None = None,
        verb: str | None = None,
    ) -> bool:
        """Move ``card`` from ``expected`` to ``to``, if it is still in ``expected``.

        When the card is no longer where the effect expects it, nothing moves: the
        effect has lost track of it, and a ``lose_track`` event says so. Returns
        whether the card moved. ``bottom`` puts it under the others; ``position``
        puts it with that many cards above it; otherwise it goes on top (for a deck
        or a pile) or at the end (for every other zone).
        """
        if card.zone is not expected:
            if self.record:
                self._lost_track(card, expected, to, player)
            return False
        expected.cards.remove(card)
        if position is not None:
            to.cards.insert(position, card)
        elif bottom or to.kind not in _ON_TOP:
            to.cards.append(card)
        else:
            to.cards.insert(0, card)
        card.zone = to
        self.moves_made += 1
        if self.record:  # the sentence is written when the log is read (GameState.events)
            who = player or to.owner or expected.owner
            self._log.append((event, who, card.name, expected, to, verb))
        if (
            not expected.cards
            and expected.kind is _SUPPLY
            and self.hooks.while_in_play_when_a_supply_pile_empties
        ):
            self._pile_emptied(expected)
        return True

    def move_each(
        self,
        cards: list[CardInstance],
        expected: Zone,
        to: Zone,
        *,
        event: EventType = EventType.MOVE,
        player: Player | None = None,
        verb: str | None = None,
    ) -> int:
        """Move each of ``cards`` in turn, exactly as :meth:`move` would one by one
        (each goes on top, or at the end); returns how many moved."""
        source, destination = expected.cards, to.cards
        on_top = to.kind in _ON_TOP
        record = self.record
        # every card's log entry names the same player (as move would)
        who = (player or to.owner or expected.owner) if record else None
        log = self._log
        moved = len(cards)
        if cards == source[:moved]:
            # the zone's first cards, in their order (Clean-up, drawing): none to look for
            for card in cards:
                card.zone = to
            if on_top:
                destination[:0] = cards[::-1]
            else:
                destination += cards
            if record:
                log += [(event, who, c.name, expected, to, verb) for c in cards]
            del source[:moved]
        else:
            moved = 0
            for card in cards:
                if card.zone is not expected:
                    if record:
                        self._lost_track(card, expected, to, player)
                    continue
                source.remove(card)
                if on_top:
                    destination.insert(0, card)
                else:
                    destination.append(card)
                card.zone = to
                moved += 1
                if record:
                    log.append((event, who, card.name, expected, to, verb))
        self.moves_made += moved
        if (
            moved
            and not expected.cards
            and expected.kind is _SUPPLY
            and self.hooks.while_in_play_when_a_supply_pile_empties
        ):
            self._pile_emptied(expected)
        return moved

    def _pile_emptied(self, pile: Zone) -> None:
        """Tell the cards in every play area, from the current player's round in turn
        order, that the Supply pile ``pile`` has just run out."""
        game = self.as_game()
        names = self.hooks.while_in_play_when_a_supply_pile_empties
        current = self.current
        for owner in [current, *self.others(current)]:
            for held in list(owner.in_play.cards):
                if held.name in names:
                    self.rules[held.name].while_in_play_when_a_supply_pile_empties(
                        game, owner, held, pile.label
                    )

    def _lost_track(
        self, card: CardInstance, expected: Zone, to: Zone, player: Player | None
    ) -> None:
        who = player or to.owner or expected.owner
        where = card.zone.describe() if card.zone else "nowhere"
        self.emit(
            EventType.LOSE_TRACK,
            lambda: (
                f"{card.name} is not in {expected.describe()} (it is in {where}), "
                f"so it does not move to {to.describe()}."
            ),
            who,
            card.name,
            place(expected),
            place(to),
        )

    # -- the deck ------------------------------------------------------------------
    def shuffle(self, player: Player, keep: list[CardInstance] | None = None) -> list[CardInstance]:
        """Shuffle the discard pile and put it under whatever the deck still holds.

        Cards may be kept out of it, in the discard pile: ``keep`` (those an earlier
        shuffle of the same draw kept out, which this one does not shuffle in), and the
        cards that what the player has or a landscape picks now (Order of Masons, Avoid).
        Each card that is placed rather than shuffled (Stash) is placed by its owner; the
        cards that go under the shuffled ones (Shadows) go there in the order they choose.
        Returns the cards kept out; nothing is shuffled when no other card is there.
        """
        staying = [c for c in keep if c.zone is player.discard] if keep else []
        cards = list(player.discard.cards)
        if staying:
            cards = [c for c in cards if c not in staying]
        if not cards:
            return staying
        if self.hooks.held_before_shuffling or self.hooks.landscape_before_shuffling:
            kept = self._kept_out(player, cards)
            if kept:
                staying += kept
                cards = [c for c in cards if c not in kept]
        if self.rng is not None:
            rand.shuffle(self.rng, cards)
        under = self._put_under(player, cards) if self.hooks.goes_under_when_shuffled else []
        if self.hooks.held_when_shuffling:
            self._held_pick_top(player, cards)
        if self.hooks.landscape_when_shuffling:
            game = self.as_game()
            for name in self.landscapes:
                if name in self.hooks.landscape_when_shuffling:
                    self.rules[name].landscape_when_shuffling(game, player, cards)
        placers = self.hooks.placed_when_shuffled
        placed = [c for c in cards if c.name in placers] if placers else []
        ordinary = [c for c in cards if c not in placed] if placed else cards
        for card in placed:
            where = self.decide(
                ChoosePosition(
                    player,
                    f"place {card.name} among the newly shuffled cards",
                    maximum=len(ordinary),
                )
            )
            ordinary.insert(where, card)
        if under:
            ordinary = [*ordinary, *under]
        player.discard.cards[:] = staying
        deck = player.deck
        for card in ordinary:
            card.zone = deck
        deck.cards.extend(ordinary)
        self.moves_made += 1
        player.shuffles += 1
        self.emit(EventType.SHUFFLE, lambda: f"{player.name} shuffles.", player)
        return staying

    def _put_under(self, player: Player, cards: list[CardInstance]) -> list[CardInstance]:
        """Take out of the shuffled ``cards`` those that go under the others (Shadows),
        in the order ``player`` chooses (asked when they differ), top first."""
        names = self.hooks.goes_under_when_shuffled
        under = [c for c in cards if c.name in names]
        if not under:
            return under
        for card in under:
            cards.remove(card)
        if len({c.name for c in under}) > 1:
            under = self.decide(
                OrderCards(
                    player, "order the cards going under the shuffled ones, top first", under
                )
            )
        return under

    def _held_pick_top(self, player: Player, cards: list[CardInstance]) -> None:
        """What ``player`` holds may pick cards being shuffled to go on top of the others
        (Star Chart, Order of Astrologers)."""
        game = self.as_game()
        for name in self.holdings(player):
            if name in self.hooks.held_when_shuffling:
                tops = self.rules[name].held_when_shuffling(game, player, cards)
                for top in reversed(tops):
                    if top in cards:
                        cards.remove(top)
                        cards.insert(0, top)

    def _kept_out(self, player: Player, cards: list[CardInstance]) -> list[CardInstance]:
        """The cards of ``player``'s discard pile, ``cards``, that stay there instead of
        being shuffled: those picked by what they hold (Order of Masons), then by the
        landscapes in the game (Avoid), each offered the cards not picked yet."""
        game = self.as_game()
        staying: list[CardInstance] = []
        holders = [n for n in self.holdings(player) if n in self.hooks.held_before_shuffling]
        for name in holders:
            pool = [c for c in cards if c not in staying]
            picked = self.rules[name].held_before_shuffling(game, player, pool)
            staying += [c for c in picked if c in pool]
        for name in self.landscapes:
            if name in self.hooks.landscape_before_shuffling:
                pool = [c for c in cards if c not in staying]
                picked = self.rules[name].landscape_before_shuffling(game, player, pool)
                staying += [c for c in picked if c in pool]
        return staying

    def reshuffle_shared(self, deck: Zone, discard: Zone) -> None:
        """Shuffle a shared discard pile (the Boons') to form its deck anew, under
        whatever the deck still holds."""
        cards = list(discard.cards)
        if not cards:
            return
        if self.rng is not None:
            rand.shuffle(self.rng, cards)
        discard.cards.clear()
        for card in cards:
            card.zone = deck
        deck.cards.extend(cards)
        self.moves_made += 1
        self.emit(EventType.SHUFFLE, lambda: f"{deck.describe()} is shuffled anew.")

    def shuffle_deck(self, player: Player) -> None:
        """Shuffle the deck itself (at the start of a game)."""
        if self.rng is not None:
            rand.shuffle(self.rng, player.deck.cards)

    def _take_from_deck(
        self,
        player: Player,
        count: int,
        to: Zone,
        event: EventType = EventType.MOVE,
        verb: str | None = None,
    ) -> list[CardInstance]:
        """Take up to ``count`` cards from the top of the deck. When the deck holds fewer,
        the discard pile is first shuffled and put under it (and again, should the deck
        still run out part-way, as it may when effects move cards meanwhile; the cards
        the first shuffle kept out of the new deck stay out: Avoid)."""
        deck = player.deck
        if count <= len(deck.cards):  # the usual case: the deck holds enough
            top = deck.cards[:count]
            self.move_each(top, deck, to, event=event, verb=verb)
            return top
        taken: list[CardInstance] = []
        draw = self.kept_out_this_draw
        kept = self.shuffle(player, draw.get(player.name) if draw is not None else None)
        while len(taken) < count:
            if not deck.cards:
                # (what this draw's shuffle kept out stays out: no second shuffle of it)
                kept = self.shuffle(player, kept)
                if not deck.cards:
                    break
            batch = deck.cards[: count - len(taken)]
            self.move_each(batch, deck, to, event=event, verb=verb)
            taken += batch
        if draw is not None:
            draw[player.name] = kept
        return taken

    @contextmanager
    def one_draw(self) -> Iterator[None]:
        """Inside, the cards taken from decks one at a time are one draw (draw until,
        reveal until): what a shuffle during it kept out of the new deck (Avoid) is not
        shuffled in by a later shuffle of it."""
        if self.kept_out_this_draw is not None:  # (inside another one)
            yield
            return
        self.kept_out_this_draw = {}
        try:
            yield
        finally:
            self.kept_out_this_draw = None

    def draw(self, player: Player, count: int = 1) -> list[CardInstance]:
        """Draw up to ``count`` cards, shuffling when the deck runs out; the -1 Card token on
        the deck (Borrow) makes it one fewer, and is returned."""
        if count > 0 and player.minus_card_token:
            count -= 1
            player.minus_card_token = False
            self.note(player, lambda: f"{player.name}'s -1 Card token stops one card's draw.")
        return self._take_from_deck(player, count, player.hand, _DRAW)

    def look_at_top(self, player: Player, count: int) -> list[CardInstance]:
        """Take up to ``count`` cards from the top of the deck to look at (into the
        player's revealed zone, seen only by them), shuffling if needed."""
        return self._take_from_deck(player, count, player.revealed, verb="looks at")

    def reveal_from_deck(self, player: Player, count: int) -> list[CardInstance]:
        """Reveal up to ``count`` cards from the top of the deck, shuffling if needed."""
        shown = self._take_from_deck(player, count, player.revealed, EventType.REVEAL)
        if self.hooks.when_revealed:
            self._revealed(player, shown)
        return shown

    def _revealed(self, player: Player, cards: list[CardInstance]) -> None:
        """The abilities of ``player``'s cards that respond to being revealed (Patron)."""
        names = self.hooks.when_revealed
        game = self.as_game()
        for card in cards:
            if card.name in names:
                self.rules[card.name].when_revealed(game, player, card)

    def discard_from_deck(self, player: Player, count: int) -> list[CardInstance]:
        """Discard up to ``count`` cards from the top of the deck (Vassal), shuffling if
        needed; the cards are not revealed on the way."""
        cards = self._take_from_deck(player, count, player.discard, _DISCARD)
        if self.hooks.when_discarded_outside_cleanup:
            self._react_to_discard(player, cards)
        return cards

    def reveal(self, player: Player, card: CardInstance) -> None:
        """Reveal a card where it is (it does not move)."""
        self.emit(
            EventType.REVEAL, lambda: f"{player.name} reveals {card.name}.", player, card.name
        )
        if card.name in self.hooks.when_revealed:
            self._revealed(player, [card])

    def reveal_hand(self, player: Player) -> None:
        """Reveal every card in ``player``'s hand (they stay there)."""
        for card in player.hand.cards:
            self.reveal(player, card)

    # -- leaving a zone ------------------------------------------------------------
    def discard(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Discard ``card`` from ``expected``; from the play area, its own
        when-discarded-from-play ability follows (a Traveller's exchange)."""
        if not self.move(card, expected, player.discard, event=_DISCARD, player=player):
            return False
        if not self.hooks.when_discarding:
            return True  # (most games: nothing happens when cards are discarded)
        if expected.kind is _IN_PLAY and card.name in self.hooks.when_discarded_from_play:
            self.rules[card.name].when_discarded_from_play(self.as_game(), player, card)
        if expected.kind is _IN_PLAY and self.hooks.held_when_owner_discards_from_play:
            self._held_discarded_from_play(player, [card])
        if expected.kind is _IN_PLAY and self.hooks.landscape_when_discarded_from_play:
            for effect in self._landscapes_see_discard(player, card):
                effect.run()
        if card.name in self.hooks.when_discarded_outside_cleanup:
            self._react_to_discard(player, [card])
        return True

    def discard_each(
        self, player: Player, cards: list[CardInstance], expected: Zone | None = None
    ) -> None:
        """Discard ``cards`` together from ``expected`` (by default, from play), in order.
        From the play area, their when-discarded-from-play abilities then happen at the
        same time: the player chooses their order, and each checks as it resolves whether
        it can still happen (an exchange may take a card an earlier one returned)."""
        where = player.in_play if expected is None else expected
        self.move_each(cards, where, player.discard, event=_DISCARD, player=player)
        if not self.hooks.when_discarding:
            return  # (most games: nothing happens when cards are discarded)
        hooked = self.hooks.when_discarded_from_play
        watched = self.hooks.landscape_when_discarded_from_play
        if (hooked or watched) and where.kind is _IN_PLAY:
            effects = [
                self._discarded_from_play_effect(player, c)
                for c in cards
                if c.name in hooked and c.zone is player.discard
            ]
            if watched:
                for c in cards:
                    if c.zone is player.discard:
                        effects += self._landscapes_see_discard(player, c)
            if len(effects) == 1:
                effects[0].run()
            elif effects:
                self.in_chosen_order(
                    player, "choose which when-discarded-from-play ability resolves next", effects
                )
        if where.kind is _IN_PLAY and self.hooks.held_when_owner_discards_from_play:
            self._held_discarded_from_play(player, cards)
        if self.hooks.when_discarded_outside_cleanup:
            self._react_to_discard(player, cards)

    def _held_discarded_from_play(self, player: Player, cards: list[CardInstance]) -> None:
        """What ``player`` holds that responds to their cards discarded from play (Panic),
        for each of ``cards`` still in their discard pile."""
        names = self.hooks.held_when_owner_discards_from_play
        game = self.as_game()
        for name in self.holdings(player):
            if name in names:
                for card in cards:
                    if card.zone is player.discard:
                        self.rules[name].held_when_owner_discards_from_play(game, player, card)

    def _react_to_discard(self, player: Player, cards: list[CardInstance]) -> None:
        """The abilities of ``cards``, just discarded together by ``player``, that react
        to being discarded other than in Clean-up (Tunnel, Weaver): one at a time, in the
        order the player chooses, each only while its card is still in the discard pile
        (a reshuffle meanwhile takes the rest into the deck)."""
        if self.phase is _CLEANUP:
            return
        hooked = self.hooks.when_discarded_outside_cleanup
        effects = [
            self._discard_reaction(player, c)
            for c in cards
            if c.name in hooked and c.zone is player.discard
        ]
        if len(effects) == 1:
            effects[0].run()
        elif effects:
            self.in_chosen_order(
                player, "choose which card reacting to its discard resolves next", effects
            )

    def _discard_reaction(self, player: Player, card: CardInstance) -> Effect:
        rules = self.rules[card.name]
        return Effect(
            card.name,
            lambda: rules.when_discarded_outside_cleanup(self.as_game(), player, card),
            live=lambda: card.zone is player.discard,
        )

    def _landscapes_see_discard(self, player: Player, card: CardInstance) -> list[Effect]:
        """What the landscapes in the game do now that ``card`` has been discarded from
        ``player``'s play area (Tireless, Reckless), each while it is still there."""
        game = self.as_game()
        effects = []
        for name in self.landscapes:
            if name in self.hooks.landscape_when_discarded_from_play:
                run = self.rules[name].landscape_when_discarded_from_play(game, player, card)
                if run is not None:
                    effects.append(Effect(name, run, True, lambda: card.zone is player.discard))
        return effects

    def _discarded_from_play_effect(self, player: Player, card: CardInstance) -> Effect:
        rules = self.rules[card.name]
        return Effect(
            card.name,
            lambda: rules.when_discarded_from_play(self.as_game(), player, card),
            rules.acts_when_discarded_from_play(self.as_game()),
            lambda: card.zone is player.discard,
        )

    def trash_card(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Trash ``card`` from ``expected``, then its own when-trashed ability; returns
        whether it was trashed.

        In a turn another player controls (Possession), a card of the turn's player is
        still trashed, but it is set aside instead of going to the trash, until the end
        of the turn."""
        if not self._to_trash(player, card, expected):
            return False
        if card.name in self.hooks.on_trash:
            self.rules[card.name].on_trash(self.as_game(), player, card)
        if self.hooks.when_any_card_is_trashed:
            self._any_card_trashed(player, card)
        if self.hooks.held_when_owner_trashes or self.hooks.after_trash_this_turn:
            self._after_trashing(player, card)
        owner = expected.owner
        reactors = self.hooks.in_hand_when_own_card_trashed
        if reactors and owner is not None:
            for reactor in [c for c in owner.hand.cards if c.name in reactors]:
                if reactor.zone is owner.hand:
                    self.rules[reactor.name].in_hand_when_own_card_trashed(
                        self.as_game(), owner, reactor, card
                    )
        return True

    def _after_trashing(self, player: Player, card: CardInstance) -> None:
        """What responds to ``player``'s trashing ``card``: the cards they played this turn
        (Priest), if it is their turn, then what they hold (Sewers)."""
        game = self.as_game()
        hooks = self.hooks
        if hooks.after_trash_this_turn and player is self.current:
            for name in player.this_turn_names():
                if name in hooks.after_trash_this_turn:
                    self.rules[name].after_trash_this_turn(game, player, card)
        if hooks.held_when_owner_trashes:
            for name in self.holdings(player):
                if name in hooks.held_when_owner_trashes:
                    self.rules[name].held_when_owner_trashes(game, player, card)

    def _to_trash(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Move ``card`` to the trash (or, in a controlled turn, set it aside), without
        its when-trashed ability."""
        to = self.trash
        controlled = self.controlled_turn
        if controlled is not None and expected.owner is self.current:
            to = self.current.set_aside_zone(controlled.label)
        if not self.move(card, expected, to, event=EventType.TRASH, player=player):
            return False
        if to is not self.trash:
            self.note(player, lambda: f"{card.name} is set aside until the end of the turn.")
        if player is self.current:
            player.trashed_on_turn.append(card.name)
        return True

    def trash_together(
        self, player: Player, cards: list[tuple[CardInstance, Zone]]
    ) -> list[CardInstance]:
        """Trash several cards at once (Mercenary's two): every card is trashed first,
        then their when-trashed abilities resolve in the order ``player`` chooses.
        Returns the cards trashed."""
        trashed = [card for card, where in cards if self._to_trash(player, card, where)]
        hooked = [c for c in trashed if c.name in self.hooks.on_trash]
        if hooked:
            game = self.as_game()
            self.in_chosen_order(
                player,
                "choose which when-trashed ability resolves next",
                [Effect(c.name, self._on_trash_of(game, player, c)) for c in hooked],
            )
        if self.hooks.when_any_card_is_trashed:
            for card in trashed:
                self._any_card_trashed(player, card)
        if self.hooks.held_when_owner_trashes or self.hooks.after_trash_this_turn:
            for card in trashed:
                self._after_trashing(player, card)
        return trashed

    def _any_card_trashed(self, player: Player, card: CardInstance) -> None:
        """The abilities of the cards in the game that see every card trashed (Tomb)."""
        game = self.as_game()
        for name in sorted(self.hooks.when_any_card_is_trashed):
            self.rules[name].when_any_card_is_trashed(game, player, card)

    @staticmethod
    def _on_trash_of(game: Game, player: Player, card: CardInstance) -> Callable[[], None]:
        return lambda: game.rules_of(card).on_trash(game, player, card)

    def set_aside(self, player: Player, card: CardInstance, expected: Zone, label: str) -> bool:
        """Set ``card`` aside in the area labelled ``label``."""
        zone = player.set_aside_zone(label)
        return self.move(card, expected, zone, event=EventType.SET_ASIDE, player=player)

    def topdeck(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Put ``card`` onto the deck."""
        return self.move(card, expected, player.deck, player=player, verb="puts")

    # -- piles ---------------------------------------------------------------------
    def pile(self, name: str) -> Zone | None:
        """The Supply pile named by a card or pile name."""
        return self.supply.get(self.catalog.pile_of(name)) if name in self.catalog else None

    def home_pile(self, name: str) -> Zone | None:
        """The pile a card belongs to, in the Supply or not ("return this to its pile")."""
        pile = self.catalog.pile_of(name) if name in self.catalog else name
        found = self.supply.get(pile)
        return found if found is not None else self.non_supply.get(pile)

    def return_to_pile(self, player: Player, card: CardInstance, expected: Zone) -> bool:
        """Return ``card`` from ``expected`` to the pile it belongs to (Supply or not);
        False when it cannot (it is not where the effect expects it, or has no pile)."""
        home = self.home_pile(card.name)
        return home is not None and self.move(card, expected, home, player=player, verb="returns")

    def can_exchange(self, card: CardInstance, other: str) -> bool:
        """True when ``card`` could be exchanged for ``other`` now: it has a pile to
        return to, and ``other``'s pile has one on top."""
        pile = self.home_pile(other)
        return (
            card.zone is not None
            and self.home_pile(card.name) is not None
            and pile is not None
            and bool(pile.cards)
            and pile.cards[0].name == other
        )

    def exchange(self, player: Player, card: CardInstance, other: str) -> CardInstance | None:
        """Exchange ``card`` for the top card of ``other``'s pile: ``card`` returns to its
        pile and the other card goes to ``player``'s discard pile, wherever ``card`` was.
        Neither is gained or bought."""
        where, pile = card.zone, self.home_pile(other)
        if where is None or pile is None or not self.can_exchange(card, other):
            return None
        if not self.return_to_pile(player, card, where):
            return None
        taken = pile.cards[0]
        self.move(taken, pile, player.discard, player=player, verb="takes")
        return taken
