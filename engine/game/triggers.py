"""The hook table: for each optional hook, the cards in this game that define it.

Built per game as its cards are created, so the shared mechanisms call a hook only
for cards that are in the game and say something at that moment; nothing is polled.
A few groups of hooks are also kept as one set each (:data:`GROUPS`: the cards that
define any hook of the group), so that a mechanism with many optional steps asks one
question in the games that have none of them.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.card import CardRules

__all__ = ["GROUPS", "HAND_PLAY_LIMIT", "Hooks"]


_HOOKS_OF: dict[type[CardRules], tuple[str, ...]] = {}


GROUPS: dict[str, tuple[str, ...]] = {
    "before_playing": (
        "before_another_is_played",
        "held_before_owner_plays",
        "before_play_this_turn",
    ),
    "instead_of_playing": (
        "replaces_instructions",
        "landscape_replaces_instructions",
        "play_as_way",
    ),
    "after_playing": (
        "on_mat_after_action",
        "when_another_plays",
        "while_in_play_after_owner_plays",
        "after_play_this_turn",
        "held_after_owner_plays",
        "landscape_after_play",
    ),
    "playing_from_hand": ("playable_from_deck", "forbids_playing_from_hand"),
    "when_discarding": (
        "when_discarded_from_play",
        "landscape_when_discarded_from_play",
        "held_when_owner_discards_from_play",
        "when_discarded_outside_cleanup",
    ),
    "ending_buy_phase": (
        "at_end_of_buy_phase",
        "held_at_end_of_buy_phase",
        "on_mat_at_end_of_buy_phase",
    ),
    "starting_cleanup": (
        "at_start_of_cleanup",
        "at_start_of_cleanup_this_turn",
        "held_at_start_of_cleanup",
        "landscape_at_start_of_cleanup",
    ),
    "changing_costs": (
        "reduces_costs_by",
        "reduces_costs_in_game",
        "reduces_costs_on_owners_turns",
        "own_cost_reduction",
        "own_cost",
    ),
    "changing_own_cost": ("own_cost_reduction", "own_cost"),
    "ending_turn": ("instead_of_discarding_from_play", "at_end_of_turn"),
}
"""Groups of hooks kept as one set each: the cards that define any hook of the group
(``before_playing``, ``instead_of_playing``, ``after_playing``: a step of
:meth:`~engine.game.playing.Playing.play` before the card's abilities, in their place, or
after them; ``playing_from_hand``: a card played from elsewhere as if from
hand, one that forbids playing from hand, and :data:`HAND_PLAY_LIMIT` while the turn
limits the cards played from hand; ``when_discarding``: any step after cards are discarded;
``changing_costs``: any change to what cards cost; ``changing_own_cost``: a card that
changes its own cost; ``ending_turn``: anything done at the end of a turn a card was
played in)."""


HAND_PLAY_LIMIT = "(a limit on the cards played from hand)"
"""What the ``playing_from_hand`` group holds besides cards while the current turn limits
how many cards its player may play from hand (:meth:`Game.limit_hand_plays`)."""


def _hooks_of(kind: type[CardRules]) -> tuple[str, ...]:
    """The optional hooks a card class says something for, and the groups they are in
    (worked out once a class)."""
    found = _HOOKS_OF.get(kind)
    if found is None:
        hooks = [h for h in Hooks.NAMES if _defines(kind, h)]
        groups = [g for g, members in GROUPS.items() if not set(members).isdisjoint(hooks)]
        found = _HOOKS_OF[kind] = (*hooks, *groups)
    return found


def _defines(kind: type[CardRules], hook: str) -> bool:
    """True when ``kind`` says something for ``hook`` (a method it overrides, or a
    class fact it sets)."""
    mine = getattr(kind, hook)
    base = getattr(CardRules, hook)
    if callable(base):
        return mine is not base
    return bool(mine)


class Hooks:
    """The names of the game's cards that define each optional hook, by scope."""

    # the card itself
    on_gain: set[str]
    on_buy: set[str]
    on_trash: set[str]
    when_discarded_from_play: set[str]
    when_discarded_outside_cleanup: set[str]
    own_cost_reduction: set[str]
    own_cost: set[str]
    placed_when_shuffled: set[str]
    goes_under_when_shuffled: set[str]
    playable_from_deck: set[str]
    may_not_buy_this: set[str]
    pay_instead: set[str]
    types_during_turn: set[str]
    when_revealed: set[str]
    # while in the game
    gives_types: set[str]
    remembers_gain_costs: set[str]
    # while in its owner's hand
    in_hand_when_owner_buys: set[str]
    instead_of_gaining: set[str]
    react_to_gain: set[str]
    blocks_attack: set[str]
    in_hand_at_start_of_turn: set[str]
    in_hand_when_own_card_trashed: set[str]
    # while in any player's hand
    in_hand_when_any_gains: set[str]
    ordered_with_own_gains: set[str]
    # while in play
    before_another_is_played: set[str]
    when_another_buys: set[str]
    when_another_plays: set[str]
    at_start_of_cleanup: set[str]
    at_end_of_buy_phase: set[str]
    reduces_costs_by: set[str]
    while_in_play_when_owner_buys: set[str]
    while_in_play_when_owner_gains: set[str]
    while_in_play_when_a_supply_pile_empties: set[str]
    forbids_buying: set[str]
    forbids_playing_from_hand: set[str]
    replaces_instructions: set[str]
    while_in_play_when_any_gains: set[str]
    while_in_play_when_any_gains_gainer_acts: set[str]
    while_in_play_after_owner_plays: set[str]
    protects_from_attacks: set[str]
    # once played this turn
    before_play_this_turn: set[str]
    after_play_this_turn: set[str]
    after_gain_this_turn: set[str]
    after_trash_this_turn: set[str]
    instead_of_discarding_from_play: set[str]
    forbids_buying_this_turn: set[str]
    at_start_of_cleanup_this_turn: set[str]
    at_end_of_turn: set[str]
    # while a player has it (a State, a Project, an Artifact)
    at_start_of_turn: set[str]
    at_start_of_buy_phase: set[str]
    held_at_end_of_buy_phase: set[str]
    held_when_owner_gains: set[str]
    held_when_another_gains: set[str]
    held_when_owner_trashes: set[str]
    held_after_owner_plays: set[str]
    held_before_shuffling: set[str]
    held_when_shuffling: set[str]
    held_keeps_in_hand_in_cleanup: set[str]
    held_turn_after_game_end: set[str]
    held_uses_actions_as_buys: set[str]
    held_extra_cards_in_hand: set[str]
    held_at_start_of_cleanup: set[str]
    held_before_owner_plays: set[str]
    held_when_owner_discards_from_play: set[str]
    # on the Tavern mat
    on_mat_when_gaining: set[str]
    on_mat_at_start_of_turn: set[str]
    on_mat_after_action: set[str]
    on_mat_at_end_of_buy_phase: set[str]
    # while its pile is in the Supply
    when_a_card_is_gained: set[str]
    # once it is in the game
    when_any_card_is_bought: set[str]
    when_any_card_is_trashed: set[str]
    when_piles_leave_the_supply: set[str]
    # a Project or a Landmark in the game
    types_on_owners_turns: set[str]
    reduces_costs_on_owners_turns: set[str]
    landmark_points: set[str]
    reduces_costs_in_game: set[str]
    landscape_at_start_of_cleanup: set[str]
    in_game_at_start_of_turn: set[str]
    extra_instruction_follows: set[str]
    landscape_replaces_instructions: set[str]
    landscape_after_play: set[str]
    landscape_when_discarded_from_play: set[str]
    landscape_before_shuffling: set[str]
    landscape_when_shuffling: set[str]
    after_each_turn: set[str]
    play_as_way: set[str]

    # groups of hooks (GROUPS)
    before_playing: set[str]
    instead_of_playing: set[str]
    after_playing: set[str]
    playing_from_hand: set[str]
    when_discarding: set[str]
    ending_buy_phase: set[str]
    starting_cleanup: set[str]
    changing_costs: set[str]
    changing_own_cost: set[str]
    ending_turn: set[str]

    NAMES = tuple(h for h in __annotations__ if h not in GROUPS)
    """Every optional hook the table tracks."""

    __slots__ = (*NAMES, *GROUPS, "_rules", "_seen")  # read on every play, gain and turn

    def __init__(self, rules: Mapping[str, CardRules]) -> None:
        self._rules = rules
        self._seen: set[str] = set()
        for hook in (*self.NAMES, *GROUPS):
            setattr(self, hook, set())

    def include(self, name: str) -> None:
        """Add a card that has come into the game (called once per physical card)."""
        if name in self._seen:
            return
        self._seen.add(name)
        rules = self._rules.get(name)
        if rules is None:
            return
        for hook in _hooks_of(type(rules)):
            getattr(self, hook).add(name)
