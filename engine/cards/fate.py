"""Boons, Hexes and States (Nocturne): receiving from the shared decks, and taking and
returning States.

The Boon and Hex decks are :class:`~engine.game.state.SharedDeck` s, built at set-up
when a Fate or Doom card is in the game (:func:`build_shared_decks`). Receiving turns
over the top one (reshuffling the discards when the deck is empty), does what it says
(:meth:`~engine.card.CardRules.on_receive`), then discards it; a Boon that says to keep
it until Clean-up (:class:`KeptBoon`) waits in front of its receiver, its effect lasting
the turn, and is discarded at the end of the turn.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from engine import rand
from engine.card import CardRules
from engine.game.state import SharedDeck
from engine.state_keys import Compare, ScenarioError, game_key, player_key
from engine.values import EventType, ZoneKind, card_id
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

__all__ = [
    "BOONS",
    "DECK_KEYS",
    "HEXES",
    "Boon",
    "Hex",
    "KeptBoon",
    "State",
    "build_shared_deck",
    "discard_boon",
    "has_state",
    "kept_zone",
    "put_away_boon",
    "receive_boon",
    "receive_hex",
    "resolve_boon",
    "return_state",
    "share_boon",
    "take_state",
    "turn_over_boon",
]

BOONS = "Boons"
HEXES = "Hexes"
_DISCARD = {BOONS: "Boon discard", HEXES: "Hex discard"}


class Boon(CardRules):
    """A Boon: what receiving it does is :meth:`~engine.card.CardRules.on_receive`."""

    kept_until_cleanup: ClassVar[bool] = False
    """True for a Boon its receiver keeps in front of them until Clean-up."""
    gives_coin: ClassVar[bool] = False
    """True for a Boon that gives +1 coin (Sacred Grove does not share it)."""


class KeptBoon(Boon):
    """A Boon kept until Clean-up: its effect lasts the turn, and it is discarded at the
    end of the turn (after :meth:`at_end_of_kept_turn`)."""

    kept_until_cleanup = True

    def at_end_of_kept_turn(self, game: Game, player: Player, count: int) -> None:
        """What receiving it ``count`` times this turn does at the end of the turn (River's
        Gift)."""

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        received = [n for n in player.lasting_this_turn if card_id(n) == self.card_id]
        self.at_end_of_kept_turn(game, player, len(received))
        deck = game.shared_decks.get(BOONS)
        kept = deck.kept.get(player.name) if deck is not None else None
        if deck is None or kept is None:
            return
        for c in [c for c in kept.cards if card_id(c.name) == self.card_id]:
            game.move(c, kept, deck.discard, player=player, verb="discards")


class Hex(CardRules):
    """A Hex: what receiving it does is :meth:`~engine.card.CardRules.on_receive`."""


class State(CardRules):
    """A State: it sits in front of a player (``Player.states``) with its hooks."""


# -- set-up ------------------------------------------------------------------------------
def build_shared_deck(
    game: Game, name: str, names: Sequence[str], top: Sequence[str], rng: random.Random | None
) -> SharedDeck:
    """Build the shared deck ``name`` from ``names``: ``top`` first, in that order, then
    the rest shuffled (kept in order when ``rng`` is None)."""
    rest = [n for n in names if n not in top]
    if rng is not None:
        rand.shuffle(rng, rest)
    deck = Zone(ZoneKind.NON_SUPPLY, label=name)
    for n in [*top, *rest]:
        game.new_card(n, deck)
    shared = SharedDeck(name, deck, Zone(ZoneKind.NON_SUPPLY, label=_DISCARD[name]))
    game.shared_decks[name] = shared
    return shared


# -- receiving ---------------------------------------------------------------------------
def _turn_over(game: Game, player: Player, name: str) -> tuple[SharedDeck, CardInstance] | None:
    """The top card of the shared deck ``name`` (reshuffling its discards if the deck is
    empty), revealed; None when there is no such deck or it has no card at all."""
    shared = game.shared_decks.get(name)
    if shared is None:
        game.note(player, lambda: f"{player.name} receives nothing: this game has no {name}.")
        return None
    if not shared.deck.cards:
        game.reshuffle_shared(shared.deck, shared.discard)
    top = shared.deck.top
    if top is None:
        game.note(player, lambda: f"{player.name} receives nothing: every one is in use.")
        return None
    return shared, top


def _reveal(game: Game, player: Player, card: CardInstance, deck: str) -> None:
    game.emit(
        EventType.REVEAL,
        lambda: f"{player.name} receives {card.name}.",
        player,
        card.name,
        deck,
    )


def kept_zone(game: Game, player: Player) -> Zone:
    """Where ``player`` keeps Boons in front of them (until Clean-up, or until a saved
    Boon is received)."""
    shared = game.shared_decks[BOONS]
    kept = shared.kept.get(player.name)
    if kept is None:
        kept = shared.kept[player.name] = Zone(
            ZoneKind.NON_SUPPLY, owner=player, label="Boons kept"
        )
    return kept


def turn_over_boon(game: Game, player: Player) -> CardInstance | None:
    """The next Boon, turned over on top of the Boon deck (the discarded Boons are
    reshuffled first if the deck is empty); None when there is none."""
    found = _turn_over(game, player, BOONS)
    return found[1] if found is not None else None


def resolve_boon(game: Game, player: Player, boon: CardInstance, leave: bool = False) -> None:
    """``player`` receives ``boon`` where it is (on the Boon deck, in front of them, set
    aside for Druid). Unless ``leave``, it is then discarded, or, for a Boon kept until
    Clean-up, put in front of them first; with ``leave`` it stays where it is (Druid's,
    or one a Sacred Grove may share), though a kept Boon's effect still lasts the turn."""
    shared = game.shared_decks[BOONS]
    where = boon.zone
    if where is None:
        return
    _reveal(game, player, boon, where.label)
    rules = game.rules_of(boon)
    if isinstance(rules, Boon) and rules.kept_until_cleanup:
        player.lasting_this_turn.append(boon.name)
        kept = kept_zone(game, player)
        if not leave and where is not kept:
            game.move(boon, where, kept, player=player, verb="keeps")
        with game.apart_from_plays():  # what a Boon gives is not the play's own
            rules.on_receive(game, player, boon)
        return
    with game.apart_from_plays():
        rules.on_receive(game, player, boon)
    if not leave:
        game.move(boon, where, shared.discard, player=player, verb="discards")


def discard_boon(game: Game, player: Player, boon: CardInstance) -> None:
    """Discard ``boon`` from where it is to the Boon discard pile (unless it is one kept
    in front of ``player`` until Clean-up)."""
    kept = game.shared_decks[BOONS].kept.get(player.name)
    if boon.zone is not None and boon.zone is not kept:
        game.move(boon, boon.zone, game.shared_decks[BOONS].discard, player=player, verb="discards")


def put_away_boon(game: Game, player: Player, boon: CardInstance) -> None:
    """Put away a Boon that stayed where it was while others shared it (Sacred Grove):
    in front of ``player`` until Clean-up if it is kept so, else to the Boon discard."""
    rules = game.rules_of(boon)
    if isinstance(rules, Boon) and rules.kept_until_cleanup:
        kept = kept_zone(game, player)
        if boon.zone is not None and boon.zone is not kept:
            game.move(boon, boon.zone, kept, player=player, verb="keeps")
        return
    discard_boon(game, player, boon)


def share_boon(game: Game, player: Player, boon: CardInstance) -> None:
    """``player`` also receives ``boon``, which another player has received and which
    stays where it is (Sacred Grove): nothing moves and its effect is theirs alone."""
    _reveal(game, player, boon, boon.zone.label if boon.zone is not None else BOONS)
    with game.apart_from_plays():
        game.rules_of(boon).on_receive(game, player, boon)


def receive_boon(game: Game, player: Player) -> CardInstance | None:
    """``player`` receives the next Boon: it is turned over, does what it says, and is
    discarded (or kept in front of them until Clean-up). Returns the Boon."""
    boon = turn_over_boon(game, player)
    if boon is not None:
        resolve_boon(game, player, boon)
    return boon


def receive_hex(game: Game, players: Sequence[Player]) -> CardInstance | None:
    """Each of ``players``, in order, receives the same next Hex (one player, for "receive
    a Hex"; every affected other player, for "each other player receives the next
    Hex"); then it is discarded. Returns the Hex."""
    if not players:
        return None
    found = _turn_over(game, players[0], HEXES)
    if found is None:
        return None
    shared, hex_ = found
    rules = game.rules_of(hex_)
    for p in players:
        _reveal(game, p, hex_, HEXES)
        rules.on_receive(game, p, hex_)
    game.move(hex_, shared.deck, shared.discard, player=players[0], verb="discards")
    return hex_


# -- States ------------------------------------------------------------------------------
def has_state(player: Player, *names: str) -> bool:
    """True when ``player`` has any of the States ``names``."""
    return any(n in player.states for n in names)


def take_state(game: Game, player: Player, name: str) -> None:
    """``player`` takes the State ``name``."""
    game.hooks.include(name)
    player.states.append(name)
    game.emit(EventType.NOTE, lambda: f"{player.name} takes {name}.", player, name)


def return_state(game: Game, player: Player, name: str) -> bool:
    """``player`` returns the State ``name``; False if they do not have it."""
    if name not in player.states:
        return False
    player.states.remove(name)
    game.emit(EventType.NOTE, lambda: f"{player.name} returns {name}.", player, name)
    return True


# -- the decks' state keys ---------------------------------------------------------------
DECK_KEYS = {
    BOONS: ("boon_deck", "boon_discard", "kept_boons"),
    HEXES: ("hex_deck", "hex_discard"),
}
"""The scenario keys that place each shared deck's cards: a game whose set-up gives one
has that deck."""


def _shared(game: Game, name: str, key: str) -> SharedDeck:
    shared = game.shared_decks.get(name)
    if shared is None:  # (build_game sets out the deck when a key asks for it)
        raise ScenarioError(f"{key}: this game has no {name}")
    return shared


def _take_out(shared: SharedDeck, name: str, key: str, discarded: bool = False) -> CardInstance:
    """Take the Boon or Hex ``name`` out of the deck (or, when ``discarded``, the discard
    pile: where ``boon_deck`` put the Boons it does not list) while setting up; no event,
    as the game has not begun."""
    for zone in (shared.deck, shared.discard) if discarded else (shared.deck,):
        card = zone.named(name)
        if card is not None:
            zone.cards.remove(card)
            return card
    raise ScenarioError(
        f"{key}: {name} is not one of the {shared.name} the engine plays, or it is placed twice"
    )


def _put(game: Game, card: CardInstance, zone: Zone) -> None:
    zone.cards.append(card)
    card.zone = zone
    game.moves_made += 1


def _discard_key(name: str, key: str) -> None:
    def apply(game: Game, player: Player, names: list[str]) -> None:
        shared = _shared(game, name, key)
        for n in names:
            _put(game, _take_out(shared, n, key), shared.discard)

    def read(game: Game, player: Player) -> list[str]:
        shared = game.shared_decks.get(name)
        return shared.discard.names() if shared is not None else []

    game_key(key, apply, read, Compare.MULTISET)


def _deck_key(name: str, key: str) -> None:
    def apply(game: Game, player: Player, names: list[str]) -> None:
        shared = _shared(game, name, key)
        listed = [_take_out(shared, n, key) for n in names]
        for rest in list(shared.deck.cards):
            shared.deck.cards.remove(rest)
            _put(game, rest, shared.discard)
        for card in listed:
            _put(game, card, shared.deck)

    def read(game: Game, player: Player) -> list[str]:
        shared = game.shared_decks.get(name)
        return shared.deck.names() if shared is not None else []

    game_key(key, apply, read, Compare.ORDERED)


def _keep_boons(game: Game, player: Player, names: list[str]) -> None:
    shared = _shared(game, BOONS, "kept_boons")
    for n in names:
        rules = game.rules_of(n)
        if not (isinstance(rules, Boon) and rules.kept_until_cleanup):
            raise ScenarioError(f"kept_boons: {n} is not a Boon kept until Clean-up")
        _put(game, _take_out(shared, n, "kept_boons", True), kept_zone(game, player))
        player.lasting_this_turn.append(n)


def _kept_boons(game: Game, player: Player) -> list[str]:
    shared = game.shared_decks.get(BOONS)
    kept = shared.kept.get(player.name) if shared is not None else None
    return kept.names() if kept is not None else []


player_key("kept_boons", _keep_boons, _kept_boons, Compare.MULTISET)
_discard_key(BOONS, "boon_discard")
_deck_key(BOONS, "boon_deck")
_discard_key(HEXES, "hex_discard")
_deck_key(HEXES, "hex_deck")
