"""Every piece of game state a scenario can set up and expect, as one registry of keys.

A key is a name of the scenario format (a field of :class:`~engine.format.scenario.Setup`
and :class:`~engine.format.scenario.Expect`, or of a player's set-up and expectation)
with what the engine does with it: how a ``setup`` value is put on a fresh game
(``apply``), how the value now is read for ``expect`` (``read``), and how the two are
compared. The mechanism that owns a piece of state registers its key beside itself
(the Embargo tokens in ``engine/cards/seaside/embargo.py``); the game's own are at the
end of this module. :func:`engine.setup.build_game` and
:meth:`engine.runner.ScriptedRun.check` loop over the registry, and a test holds the
registry, the pydantic models and ``docs/scenarios.md`` to the same keys.

>>> "trash" in GAME_KEYS and "hand" in PLAYER_KEYS
True
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.game.state import ExtraTurn
from engine.values import Counter, Phase, PileToken, ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player

__all__ = [
    "EXTRA_TURN_CARDS",
    "GAME_KEYS",
    "PLAYER_KEYS",
    "SETUP_STRUCTURE",
    "CheckedBy",
    "Compare",
    "ScenarioError",
    "StateKey",
    "extra_turn_card",
    "game_key",
    "mat_key",
    "player_key",
]


class ScenarioError(Exception):
    """A scenario that cannot be run: an unknown or unimplemented card, a bad step."""


class Compare(StrEnum):
    """How an expected value is compared with the value read from the game."""

    EXACT = "exact"
    """Equal as written."""
    ORDERED = "ordered"
    """A list, in order (a deck, top first)."""
    MULTISET = "multiset"
    """A list, in any order."""
    ENTRIES = "entries"
    """A mapping: only the entries written are compared, each on its own."""
    COUNTS = "counts"
    """A mapping of counts: equal once the zero counts are left out."""


Apply = Callable[["Game", "Player", Any], None]
"""Put a ``setup`` value on the game (for a game key, the player is the current one)."""
Read = Callable[["Game", "Player"], Any]
"""The value now, in the form ``expect`` writes it."""


class StateKey(NamedTuple):
    """One key of the scenario format and the engine's accessors for it."""

    name: str
    apply: Apply | None
    """None for a key ``expect`` checks but ``setup`` has not (``revealed``)."""
    read: Read | None
    """None for a key only ``setup`` has."""
    compare: Compare = Compare.EXACT
    want: Callable[[Any], Any] | None = None
    """Turns the written value into the form ``read`` gives (an extra turn's model into a
    mapping), when they differ."""

    def normal(self, value: Any) -> Any:
        """``value`` in the form it is compared in."""
        if self.compare is Compare.MULTISET:
            return sorted(value)
        if self.compare is Compare.ORDERED:
            return list(value)
        if self.compare is Compare.COUNTS:
            return {k: v for k, v in sorted(value.items()) if v}
        return value


GAME_KEYS: dict[str, StateKey] = {}
"""The game's keys (``setup`` and ``expect`` themselves), in the order they are applied."""
PLAYER_KEYS: dict[str, StateKey] = {}
"""A player's keys, in the order they are applied (after the game's: the phase is known)."""

SETUP_STRUCTURE = (
    "players",
    "kingdom",
    "events",
    "piles",
    "black_market",
    "bane",
    "starting_decks",
    "shelters",
    "boons",
    "hexes",
    "first_edition",
    "shuffle",
)
"""The ``setup`` keys that say which game it is (its seats, piles and decks and how
they shuffle): :func:`engine.setup.build_game` lays them out before any state key."""

CheckedBy = ("events", "no_events", "pending", "score", "winners")
"""The ``expect`` keys about the run rather than the state: the runner checks them."""


def _register(table: dict[str, StateKey], key: StateKey) -> StateKey:
    if key.name in table:
        raise ValueError(f"the state key {key.name!r} is registered twice")
    table[key.name] = key
    return key


def game_key(
    name: str,
    apply: Apply | None,
    read: Read | None,
    compare: Compare = Compare.EXACT,
    want: Callable[[Any], Any] | None = None,
) -> StateKey:
    """Register a key of ``setup`` and ``expect`` themselves."""
    return _register(GAME_KEYS, StateKey(name, apply, read, compare, want))


def player_key(
    name: str,
    apply: Apply | None,
    read: Read | None,
    compare: Compare = Compare.EXACT,
    want: Callable[[Any], Any] | None = None,
) -> StateKey:
    """Register a key of a player's set-up and expectation."""
    return _register(PLAYER_KEYS, StateKey(name, apply, read, compare, want))


class _ExtraTurnKind(NamedTuple):
    buys_cards: bool = True
    hand_size: int = 5
    controlled: bool = False
    hand_play_limit: int | None = None


EXTRA_TURN_CARDS: dict[str, _ExtraTurnKind] = {}
"""The cards that give extra turns, by name (an extra turn's label is its card)."""


def extra_turn_card(
    name: str,
    buys_cards: bool = True,
    hand_size: int = 5,
    controlled: bool = False,
    hand_play_limit: int | None = None,
) -> None:
    """Declare that ``name`` gives extra turns (in which cards may be bought only if
    ``buys_cards``; the turn before draws ``hand_size`` cards in Clean-up; another player
    controls each if ``controlled``; at most ``hand_play_limit`` cards may be played from
    hand in each, if given), so that ``extra_turns`` can name it."""
    EXTRA_TURN_CARDS[name] = _ExtraTurnKind(buys_cards, hand_size, controlled, hand_play_limit)


# -- a player's zones and counters ---------------------------------------------------
def _zone_key(kind: ZoneKind, compare: Compare = Compare.MULTISET) -> None:
    def apply(game: Game, player: Player, names: list[str]) -> None:
        game.new_cards(names, player.zones[kind])
        if kind is ZoneKind.IN_PLAY:  # as if played this turn (unless ``played`` says)
            player.plays_this_turn = list(names)

    def read(game: Game, player: Player) -> list[str]:
        return player.zones[kind].names()

    player_key(kind.value, apply, read, compare)


def _set_aside_key() -> None:
    def apply(game: Game, player: Player, names: list[str]) -> None:
        if names:
            game.new_cards(names, player.set_aside_zone("setup"))

    def read(game: Game, player: Player) -> list[str]:
        return player.set_aside_names()

    player_key("set_aside", apply, read, Compare.MULTISET)


def _counter_key(counter: Counter) -> None:
    def apply(game: Game, player: Player, value: int) -> None:
        setattr(player, counter, value)

    def read(game: Game, player: Player) -> int:
        return int(getattr(player, counter))

    player_key(counter.value, apply, read)


def mat_key(name: str, label: str) -> None:
    """A player's mat that holds cards: a set-aside area with the mat's name."""

    def apply(game: Game, player: Player, names: list[str]) -> None:
        game.new_cards(names, player.set_aside_zone(label))

    def read(game: Game, player: Player) -> list[str]:
        zone = player.set_aside.get(label)
        return zone.names() if zone is not None else []

    player_key(name, apply, read, Compare.MULTISET)


def _apply_states(game: Game, player: Player, states: list[str]) -> None:
    for state in states:
        if "State" not in game.catalog[state].types:
            raise ScenarioError(f"{state} is not a State")
        game.hooks.include(state)
        player.states.append(state)


def _apply_tokens(game: Game, player: Player, tokens: dict[str, str]) -> None:
    for token, pile in tokens.items():
        found = game.pile(pile)
        if found is None:
            raise ScenarioError(f"tokens: {pile} is not a Supply pile in this game")
        game.set_pile_token(player, PileToken(token), game.catalog.pile_of(pile))


def _apply_estate_token(game: Game, player: Player, name: str) -> None:
    card = game.new_card(name, player.set_aside_zone("Inheritance"))
    player.estate_token_on = card


def _apply_projects(game: Game, player: Player, projects: list[str]) -> None:
    for name in projects:
        if "Project" not in game.catalog[name].types:
            raise ScenarioError(f"{name} is not a Project")
        if name not in game.landscapes:
            game.landscapes.append(name)
            game.hooks.include(name)
        player.projects.append(name)


def _apply_artifacts(game: Game, player: Player, names: list[str]) -> None:
    for name in names:
        if "Artifact" not in game.catalog[name].types:
            raise ScenarioError(f"artifacts: {name} is not an Artifact")
        if name in game.artifacts:
            raise ScenarioError(f"artifacts: {name} is given to two players: there is one")
        game.hooks.include(name)
        game.artifacts[name] = player


def _apply_played(game: Game, player: Player, names: list[str]) -> None:
    player.plays_this_turn = list(names)


def _apply_bought(game: Game, player: Player, names: list[str]) -> None:
    player.bought = list(names)
    player.bought_this_turn = bool(names) and game.phase is Phase.BUY


def _apply_gained(game: Game, player: Player, names: list[str]) -> None:
    player.gained_on_turn = list(names)
    if game.hooks.remembers_gain_costs:  # what they cost now (Taskmaster)
        player.gained_costs_on_turn = [game.cost(game.catalog[n]) for n in names]


def _apply_trashed(game: Game, player: Player, names: list[str]) -> None:
    player.trashed_on_turn = list(names)


def _apply_ignoring_actions(game: Game, player: Player, ignoring: bool) -> None:
    player.ignoring_actions = ignoring


def _player_keys() -> None:
    for kind in ("hand", "deck", "discard", "in_play"):
        zone = ZoneKind(kind)
        _zone_key(zone, Compare.ORDERED if zone is ZoneKind.DECK else Compare.MULTISET)
    _zone_key(ZoneKind.EXILE)
    player_key("revealed", None, lambda g, p: p.revealed.names(), Compare.MULTISET)
    _zone_key(ZoneKind.TAVERN)
    _set_aside_key()
    player_key("states", _apply_states, lambda g, p: list(p.states), Compare.MULTISET)
    for counter in Counter:
        _counter_key(counter)
    player_key(
        "tokens", _apply_tokens, lambda g, p: {t.value: pile for t, pile in p.pile_tokens.items()}
    )
    player_key(
        "estate_token",
        _apply_estate_token,
        lambda g, p: p.estate_token_on.name if p.estate_token_on is not None else None,
    )
    player_key(
        "minus_coin_token",
        lambda g, p, v: setattr(p, "minus_coin_token", v),
        lambda g, p: p.minus_coin_token,
    )
    player_key(
        "minus_card_token",
        lambda g, p, v: setattr(p, "minus_card_token", v),
        lambda g, p: p.minus_card_token,
    )
    player_key(
        "skip_turns",
        lambda g, p, v: setattr(p, "turns_to_skip", v),
        lambda g, p: p.turns_to_skip,
    )
    player_key(
        "turns_taken",
        lambda g, p, v: setattr(p, "turns_taken", v),
        lambda g, p: p.turns_taken,
    )
    player_key(
        "journey",
        lambda g, p, v: setattr(p, "journey_face_up", v == "up"),
        lambda g, p: "up" if p.journey_face_up else "down",
    )
    player_key("projects", _apply_projects, lambda g, p: list(p.projects), Compare.MULTISET)
    player_key(
        "artifacts",
        _apply_artifacts,
        lambda g, p: [n for n, who in g.artifacts.items() if who is p],
        Compare.MULTISET,
    )
    player_key("played", _apply_played, lambda g, p: list(p.plays_this_turn), Compare.ORDERED)
    player_key("bought", _apply_bought, lambda g, p: list(p.bought), Compare.ORDERED)
    player_key("gained", _apply_gained, lambda g, p: list(p.gained_on_turn), Compare.ORDERED)
    player_key("trashed", _apply_trashed, lambda g, p: list(p.trashed_on_turn), Compare.ORDERED)
    player_key("ignoring_actions", _apply_ignoring_actions, lambda g, p: p.ignoring_actions)


# -- the game's: the trash, the piles, the turn ----------------------------------------
def _apply_turn(game: Game, player: Player, name: str) -> None:
    game.turn_index = game.player(name).seat


def _apply_phase(game: Game, player: Player, phase: str) -> None:
    game.phase = Phase(phase)


def _apply_controlled_by(game: Game, player: Player, name: str) -> None:
    controller = game.player(name)
    game.controlled_turn = ExtraTurn(game.current, "Possession", controller)
    if game.previous_turn is None:
        game.previous_turn = controller
    game.last_normal = controller.seat


def _apply_previous_turn(game: Game, player: Player, name: str) -> None:
    previous = game.player(name)
    game.previous_turn = previous
    if previous is game.current and game.last_normal is None:
        game.last_normal = previous.seat  # the turn in progress is an extra one (Outpost)


def _extra_turn_of(game: Game, spec: Any) -> ExtraTurn:
    kind = EXTRA_TURN_CARDS.get(spec.card)
    if kind is None:
        known = ", ".join(sorted(EXTRA_TURN_CARDS))
        raise ScenarioError(f"extra_turns: {spec.card} gives no extra turn (the cards: {known})")
    if kind.controlled != (spec.controlled_by is not None):
        which = "needs" if kind.controlled else "takes no"
        raise ScenarioError(f"extra_turns: a {spec.card} turn {which} controlled_by")
    if spec.controlled_by == spec.player:
        raise ScenarioError("extra_turns: a player does not control their own turn")
    controller = game.player(spec.controlled_by) if spec.controlled_by is not None else None
    return ExtraTurn(
        game.player(spec.player), spec.card, controller, kind.buys_cards, kind.hand_play_limit
    )


def _apply_extra_turns(game: Game, player: Player, specs: list[Any]) -> None:
    game.extra_turns = [_extra_turn_of(game, spec) for spec in specs]
    for turn in game.extra_turns:
        if turn.player is game.current and turn.controller is None:
            size = EXTRA_TURN_CARDS[turn.label].hand_size
            game.next_hand_size = min(game.next_hand_size, size)


def _read_extra_turns(game: Game, player: Player) -> list[dict[str, str]]:
    return [_turn_dict(t.player.name, t.label, t.controller) for t in game.extra_turns]


def _turn_dict(player: str, card: str, controller: Any) -> dict[str, str]:
    out = {"player": player, "card": card}
    if controller is not None:
        out["controlled_by"] = controller if isinstance(controller, str) else controller.name
    return out


def _want_extra_turns(specs: list[Any]) -> list[dict[str, str]]:
    return [_turn_dict(s.player, s.card, s.controlled_by) for s in specs]


def _read_controlled_by(game: Game, player: Player) -> str | bool:
    controller = game.controlled_by
    return controller.name if controller is not None else False


def _pile_count(game: Game, name: str) -> int:
    if name in game.supply:
        return len(game.supply[name])
    if name in game.non_supply:
        return len(game.non_supply[name])
    pile = game.pile(name)
    if pile is None:
        return 0
    return sum(1 for c in pile.cards if c.name == name)


class _Supply(dict[str, int]):
    """The Supply's counts, read only for the piles asked about."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def __missing__(self, name: str) -> int:
        return _pile_count(self.game, name)


class _Piles(dict[str, Any]):
    """Each pile's cards, top first, read only for the piles asked about; for a pile
    expected as a count, the count."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def __missing__(self, name: str) -> list[str]:
        game = self.game
        pile = game.catalog.pile_of(name) if name in game.catalog else name
        zone = game.supply.get(pile) or game.non_supply.get(pile)
        return zone.names() if zone is not None else []


def _game_keys() -> None:
    game_key("phase", _apply_phase, lambda g, p: str(g.phase))
    game_key("turn", _apply_turn, lambda g, p: g.current.name)
    game_key("supply", None, lambda g, p: _Supply(g), Compare.ENTRIES)
    game_key("piles", None, lambda g, p: _Piles(g), Compare.ENTRIES)
    game_key(
        "trash",
        lambda g, p, names: g.new_cards(names, g.trash),
        lambda g, p: g.trash.names(),
        Compare.MULTISET,
    )
    game_key("black_market", None, lambda g, p: g.black_market.names(), Compare.ORDERED)
    game_key(
        "cost_reduction",
        lambda g, p, coins: g.reduce_costs_this_turn(coins),
        lambda g, p: g.cost_reduction,
    )
    game_key("controlled_by", _apply_controlled_by, _read_controlled_by)
    game_key("previous_turn", _apply_previous_turn, lambda g, p: _name(g.previous_turn))
    game_key("extra_turns", _apply_extra_turns, _read_extra_turns, Compare.EXACT, _want_extra_turns)
    game_key("hand_play_limit", _apply_hand_play_limit, _read_hand_play_limit)
    game_key("played_from_hand", _apply_played_from_hand, lambda g, p: g.played_from_hand)


def _apply_hand_play_limit(game: Game, player: Player, limit: int) -> None:
    """A turn in progress in which at most ``limit`` cards may be played from hand (the
    turn Voyage gives); the next turn is a normal one."""
    game.limit_hand_plays(limit)


def _read_hand_play_limit(game: Game, player: Player) -> int | bool:
    return game.hand_play_limit if game.hand_play_limit is not None else False


def _apply_played_from_hand(game: Game, player: Player, count: int) -> None:
    """How many cards the player whose turn it is has played from hand this turn."""
    game.played_from_hand = count


def _name(player: Player | None) -> str | None:
    return player.name if player is not None else None


# -- Durations in play since the player's last turn ------------------------------------
def _apply_durations(game: Game, player: Player, names: list[str]) -> None:
    """Each card goes into play (not played this turn) with what its play leaves waiting
    for the start of the player's next turn, set up by the card's own rules."""
    for name in names:
        card = game.new_card(name, player.in_play)
        game.mark_in_play_from_earlier_turns(player, [card])
        if not game.rules[name].wait_for_next_turn(game, player, card):
            raise ScenarioError(
                f"durations: {name} has no effect waiting for the next turn that can be "
                "written without the choice made when it was played (a card holding set-aside "
                "cards is written with holding, Haven's with haven, a Garrison with garrison)"
            )


def _read_durations(game: Game, player: Player) -> list[str]:
    """The cards in the player's play area that a start-of-turn effect keeps there."""
    waiting = {
        e.source.uid: e.source.name
        for e in player.start_of_turn
        if e.source is not None and e.source.zone is player.in_play
    }
    return list(waiting.values())


player_key("durations", _apply_durations, _read_durations, Compare.MULTISET)


def _apply_holding(game: Game, player: Player, specs: list[Any]) -> None:
    """Each card goes into play (not played this turn) holding its set-aside cards, as
    its own rules set them aside and wait with them."""
    for spec in specs:
        card = game.new_card(spec.card, player.in_play)
        game.mark_in_play_from_earlier_turns(player, [card])
        if not game.rules[spec.card].wait_holding(game, player, card, list(spec.cards)):
            raise ScenarioError(
                f"holding: {spec.card} does not set aside {', '.join(spec.cards) or 'nothing'} "
                "for the next turn"
            )


def _held(player: Player, card: Any) -> list[str]:
    label = f"{card.name}:{card.uid}"
    return sorted(
        name
        for zone in player.set_aside.values()
        if zone.label == label or zone.label.startswith(f"{label}:")
        for name in zone.names()
    )


def _read_holding(game: Game, player: Player) -> list[dict[str, Any]]:
    """The cards in play that a start-of-turn effect keeps there and that hold cards."""
    sources = {
        e.source.uid: e.source
        for e in player.start_of_turn
        if e.source is not None and e.source.zone is player.in_play
    }
    out = [{"card": c.name, "cards": _held(player, c)} for c in sources.values()]
    return sorted((h for h in out if h["cards"]), key=lambda h: (h["card"], h["cards"]))


def _want_holding(specs: list[Any]) -> list[dict[str, Any]]:
    out = [{"card": s.card, "cards": sorted(s.cards)} for s in specs]
    return sorted(out, key=lambda h: (h["card"], h["cards"]))


player_key("holding", _apply_holding, _read_holding, Compare.EXACT, _want_holding)


_player_keys()
_game_keys()
