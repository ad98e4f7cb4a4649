"""The scenario format (described in ``docs/scenarios.md``), as pydantic models.

This module is the format's single source of truth: ``dkb schema`` writes its JSON
Schema from :class:`Scenario`. Keys keep the meanings the format gives them; keys
this project adds are marked "(extension)" in their descriptions.

>>> s = Scenario.model_validate({"id": "x", "title": "T", "claim": "C",
...     "setup": {"Alice": {"hand": ["Village"]}}, "steps": ["end_turn"]})
>>> s.setup.player("Alice").hand
['Village']
>>> s.steps[0].action
'end_turn'
"""

from __future__ import annotations

import functools
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, model_validator

from engine.format.checked import STEP_ACTIONS, given, step_action
from engine.format.errors import quoted
from engine.format.limits import MAX_COUNT, MAX_PLAYERS, MAX_STEPS
from engine.format.marked import Holds, TokenName
from engine.values import Counter

__all__ = [
    "STEP_ACTIONS",
    "Answer",
    "Count",
    "EventPattern",
    "Expect",
    "ExtraTurnSpec",
    "Holds",
    "Name",
    "Pending",
    "PlayerExpect",
    "PlayerSetup",
    "Scenario",
    "Setup",
    "Slug",
    "Step",
    "TokenName",
]

EventType = Literal[
    "play",
    "buy",
    "gain",
    "trash",
    "discard",
    "draw",
    "reveal",
    "shuffle",
    "set_aside",
    "move",
    "choose",
    "lose_track",
    "turn",
    "phase",
    "score",
    "note",
]
"""Event types. The format's ten, plus (extension) ``choose`` (a decision answered),
``lose_track`` (a move that failed because the card was not where expected),
``turn``, ``phase``, ``score`` and ``note`` (narration only)."""

Phase = Literal["action", "buy", "night", "cleanup"]


@functools.lru_cache(maxsize=4096)
def _plain_name(value: str) -> str:
    """Refuse a name that could pass for another: invisible, control or bidi characters,
    odd spaces, or spaces at either end."""
    if not value.strip():
        raise ValueError("a name cannot be empty")
    for ch in value:
        category = unicodedata.category(ch)
        if category[0] in "CZ" and ch != " ":
            what = unicodedata.name(ch, "a control character")
            raise ValueError(
                f"a name cannot hold the character U+{ord(ch):04X} ({what}): "
                "it is invisible or changes how the text around it shows"
            )
    if value != value.strip():
        raise ValueError("a name cannot start or end with a space")
    return value


Name = Annotated[str, AfterValidator(_plain_name)]
"""A card, pile or player name: visible characters and single spaces only."""

Count = Annotated[int, Strict(), Field(ge=0, le=MAX_COUNT)]
"""A number of cards, coins, tokens or the like: a whole number from 0 to
:data:`~engine.format.limits.MAX_COUNT` (``yes``, ``"3"`` and ``3.0`` are refused)."""

Whole = Annotated[int, Strict()]
"""A whole number written as one (``yes`` and ``"3"`` are refused)."""

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
"""A kebab-case id."""

Answer = str | Count | list[str]
"""An answer to a decision: a card name, a list of names, yes/no, a mode, a number."""

ZONES = ("hand", "deck", "discard", "in_play", "set_aside", "exile", "revealed", "tavern")
COUNTERS = tuple(c.value for c in Counter)
"""A player's counters, as :class:`engine.values.Counter` names them."""


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def _key(default: Any, description: str, holds: Holds | None = None, **kw: Any) -> Any:
    """A state key's field (extension): ``holds`` says what names its value holds
    (cards, piles or players; a mapping's keys and values, a nested model's fields
    are each marked on their own)."""
    extra: dict[str, Any] | None = {"holds": holds} if holds else None
    return Field(default, description=f"(extension) {description}", json_schema_extra=extra, **kw)


class ExtraTurnSpec(_Strict):
    """An extra turn waiting to be taken (Outpost, Mission, Possession)."""

    player: Name = Field(description="Who takes it.", json_schema_extra={"holds": "players"})
    card: Name = Field(
        description="The card that gives it: Outpost, Mission or Possession.",
        json_schema_extra={"holds": "cards"},
    )
    controlled_by: Name | None = Field(
        None,
        description="Who controls it, when another player does (Possession).",
        json_schema_extra={"holds": "players"},
    )


class HoldingSpec(_Strict):
    """A card in play since its owner's last turn with the cards its play set aside, which
    wait for the start of their next turn (Prince, Church, Ghost, Blockade, Royal Galley,
    Contract)."""

    card: Name = Field(description="The card in play.", json_schema_extra={"holds": "cards"})
    cards: list[Name] = Field(
        description="The cards it set aside.", json_schema_extra={"holds": "cards"}
    )


def _yes_no(value: Any) -> Any:
    """YAML reads ``yes`` and ``no`` as booleans; answers want the words."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return [_yes_no(v) for v in value]
    return value


class PlayerSetup(_Strict):
    """A player's zones and counters at the start of a scenario."""

    hand: list[Name] = Field(default_factory=list, description="Cards in hand.")
    deck: list[Name] = Field(default_factory=list, description="The deck, top card first.")
    discard: list[Name] = Field(default_factory=list, description="The discard pile.")
    in_play: list[Name] = Field(
        default_factory=list, description="Cards in play, as if played this turn."
    )
    set_aside: list[Name] = Field(default_factory=list, description="Cards set aside.")
    exile: list[Name] = Field(default_factory=list, description="Cards on the Exile mat.")
    tavern: list[Name] = Field(
        default_factory=list, description="(extension) Reserve cards on the Tavern mat."
    )
    states: list[Name] = Field(
        default_factory=list, description="(extension) The States the player has."
    )
    actions: Count | None = Field(None, description="Actions left (default 1).")
    buys: Count | None = Field(None, description="Buys left (default 1).")
    coins: Count | None = Field(None, description="Coins available (default 0).")
    potions: Count | None = Field(None, description="Potions available (default 0).")
    debt: Count | None = Field(None, description="Debt tokens (default 0).")
    vp_tokens: Count | None = Field(None, description="VP tokens (default 0).")
    villagers: Count | None = Field(None, description="(extension) Villagers (default 0).")
    favors: Count | None = Field(None, description="(extension) Favor tokens (default 0).")
    coffers: Count | None = Field(None, description="(extension) Coffers (default 0).")
    end_of_turn_cards: Count | None = _key(
        None, "Cards the player whose turn it is draws at the end of this turn (Farrier)."
    )
    avoid: Count | None = _key(
        None,
        "For the player whose turn it is: Avoids bought this turn waiting for their next "
        "shuffle (each keeps up to 3 cards out of it).",
    )
    native_village: list[Name] | None = _key(
        None, "Cards face down on the Native Village mat.", "cards"
    )
    island: list[Name] | None = _key(None, "Cards on the Island mat.", "cards")
    haven: list[Name] | None = _key(
        None, "Cards set aside with the player's Havens in play, one under each.", "cards"
    )
    horse_traders: list[Name] | None = _key(
        None, "Horse Traders set aside against an Attack, back to hand next turn.", "cards"
    )
    farmhands: list[Name] | None = _key(
        None, "Cards set aside with Farmhands, played at the start of the next turn.", "cards"
    )
    hasty: list[Name] | None = _key(
        None, "Hasty cards set aside when gained, played at the start of the next turn.", "cards"
    )
    patient: list[Name] | None = _key(
        None, "Patient cards set aside in Clean-up, played at the start of the next turn.", "cards"
    )
    delay: list[Name] | None = _key(
        None, "Action cards set aside with Delay, played at the start of the next turn.", "cards"
    )
    reap: list[Name] | None = _key(
        None, "Golds set aside with Reap, played at the start of the next turn.", "cards"
    )
    way_of_the_turtle: list[Name] | None = _key(
        None,
        "Action cards set aside with Way of the Turtle, played at the start of the next turn.",
        "cards",
    )
    seize_the_day: bool | None = _key(None, "True once the player has bought Seize the Day.")
    invested: list[Name] | None = _key(
        None, "Cards Exiled with Invest, put on the Exile mat (not written in exile too).", "cards"
    )
    durations: list[Name] | None = _key(
        None,
        "Duration cards in play since the player's last turn, each with what its play "
        "left waiting for the start of their next turn.",
        "cards",
    )
    holding: list[HoldingSpec] | None = _key(
        None,
        "Cards in play since the player's last turn, each with the cards its play set "
        "aside for the start of their next turn, such as [{card: Prince, cards: [Village]}].",
    )
    garrison: Count | None = _key(
        None, "A Garrison in play since the player's last turn, with this many tokens on it."
    )
    summoned: list[Name] | None = _key(
        None, "Action cards Summon set aside, each played at the start of their next turn.", "cards"
    )
    foresight: list[Name] | None = _key(
        None,
        "Cards Foresight set aside this turn, put into hand at the end of the turn.",
        "cards",
    )
    gained_a_gold: bool | None = _key(
        None, "Whether the player has gained a Gold this game (Kintsugi asks)."
    )
    biding_time: list[Name] | None = _key(
        None,
        "Cards set aside face down with Biding Time, put into hand at the start of their "
        "next turn.",
        "cards",
    )
    rapid_expansion: list[Name] | None = _key(
        None,
        "Cards set aside by Rapid Expansion, each played at the start of their next turn.",
        "cards",
    )
    pirate_ship: Count | None = _key(None, "Coin tokens on the Pirate Ship mat.")
    sinister_plot: Count | None = _key(None, "The player's tokens on Sinister Plot.")
    tokens: dict[TokenName, Name] | None = _key(
        None,
        "The Supply pile each of the player's +1 Card, +1 Action, +1 Buy, +1 Coin, "
        "-2 Cost and Trashing tokens is on, such as {action: Village, cost: Smithy}.",
        "piles",
    )
    estate_token: Name | None = _key(
        None, "The card, set aside by Inheritance, that the player's Estate token is on.", "cards"
    )
    minus_coin_token: bool | None = _key(None, "True while the player has their -1 Coin token.")
    minus_card_token: bool | None = _key(
        None, "True while the player's -1 Card token is on their deck."
    )
    skip_turns: Count | None = _key(None, "How many of their next turns the player skips (Lich).")
    turns_taken: Count | None = _key(
        None,
        "The player's turns so far for the tiebreaker (normal turns, taken or skipped; "
        "this one included). Unwritten: 1 for the player whose turn it is and those "
        "before them in turn order, 0 for the others.",
    )
    journey: Literal["up", "down"] | None = _key(
        None, "The side the Journey token shows (up or down)."
    )
    kept_boons: list[Name] | None = _key(
        None, "Boons kept in front of the player until Clean-up.", "cards"
    )
    projects: list[Name] | None = _key(None, "The Projects the player has a cube on.", "cards")
    artifacts: list[Name] | None = _key(None, "The Artifacts the player has.", "cards")
    played: list[Name] | None = _key(
        None, "The cards played this turn, in order (default: the cards in play).", "cards"
    )
    bought: list[Name] | None = _key(
        None, "The cards and Events bought this turn, in order.", "cards"
    )
    gained: list[Name] | None = _key(
        None, "The cards gained during the player's turn, in order.", "cards"
    )
    trashed: list[Name] | None = _key(
        None,
        "The cards the player trashed during their turn (for another player, their last), "
        "in order.",
        "cards",
    )
    ignoring_actions: bool | None = _key(
        None, "True when the player ignores any further +Actions this turn (Snowy Village)."
    )


class PlayerExpect(_Strict):
    """What must be true of a player's zones and counters; only what is written."""

    hand: list[Name] | None = Field(None, description="Hand, as a multiset.")
    deck: list[Name] | None = Field(None, description="Deck, in order, top card first.")
    discard: list[Name] | None = Field(None, description="Discard pile, as a multiset.")
    in_play: list[Name] | None = Field(None, description="Cards in play, as a multiset.")
    set_aside: list[Name] | None = Field(
        None, description="Every card the player has set aside, as a multiset."
    )
    exile: list[Name] | None = Field(None, description="The Exile mat, as a multiset.")
    revealed: list[Name] | None = Field(
        None, description="(extension) Cards revealed and not yet put anywhere."
    )
    tavern: list[Name] | None = Field(
        None, description="(extension) Reserve cards on the Tavern mat, as a multiset."
    )
    states: list[Name] | None = Field(
        None, description="(extension) The States the player has, as a multiset."
    )
    actions: Count | None = Field(None, description="Actions left.")
    buys: Count | None = Field(None, description="Buys left.")
    coins: Count | None = Field(None, description="Coins available.")
    potions: Count | None = Field(None, description="Potions available.")
    debt: Count | None = Field(None, description="Debt tokens.")
    vp_tokens: Count | None = Field(None, description="VP tokens.")
    villagers: Count | None = Field(None, description="(extension) Villagers.")
    favors: Count | None = Field(None, description="(extension) Favor tokens.")
    coffers: Count | None = Field(None, description="(extension) Coffers.")
    end_of_turn_cards: Count | None = _key(
        None, "Cards the player draws at the end of this turn (Farrier)."
    )
    avoid: Count | None = _key(
        None, "Avoids bought this turn still waiting for the player's next shuffle."
    )
    native_village: list[Name] | None = _key(
        None, "The Native Village mat, as a multiset.", "cards"
    )
    island: list[Name] | None = _key(None, "The Island mat, as a multiset.", "cards")
    haven: list[Name] | None = _key(None, "Cards set aside with Havens, as a multiset.", "cards")
    horse_traders: list[Name] | None = _key(
        None, "Horse Traders set aside until the next turn, as a multiset.", "cards"
    )
    farmhands: list[Name] | None = _key(
        None, "Cards set aside with Farmhands, as a multiset.", "cards"
    )
    hasty: list[Name] | None = _key(
        None, "Hasty cards set aside until the next turn, as a multiset.", "cards"
    )
    patient: list[Name] | None = _key(
        None, "Patient cards set aside until the next turn, as a multiset.", "cards"
    )
    delay: list[Name] | None = _key(None, "Cards set aside with Delay, as a multiset.", "cards")
    reap: list[Name] | None = _key(None, "Golds set aside with Reap, as a multiset.", "cards")
    way_of_the_turtle: list[Name] | None = _key(
        None, "Cards set aside with Way of the Turtle, as a multiset.", "cards"
    )
    seize_the_day: bool | None = _key(None, "Whether the player has bought Seize the Day.")
    invested: list[Name] | None = _key(
        None, "The cards on the Exile mat Exiled with Invest, as a multiset.", "cards"
    )
    durations: list[Name] | None = _key(
        None, "Cards in play that an effect waiting for a start of turn keeps there.", "cards"
    )
    holding: list[HoldingSpec] | None = _key(
        None, "The cards in play holding cards they set aside, with those cards, in any order."
    )
    garrison: Count | None = _key(None, "The tokens on the player's Garrisons in play.")
    summoned: list[Name] | None = _key(
        None, "The cards set aside by Summon, as a multiset.", "cards"
    )
    foresight: list[Name] | None = _key(
        None, "The cards set aside by Foresight, as a multiset.", "cards"
    )
    gained_a_gold: bool | None = _key(None, "Whether the player has gained a Gold this game.")
    biding_time: list[Name] | None = _key(
        None, "The cards set aside with Biding Time, as a multiset.", "cards"
    )
    rapid_expansion: list[Name] | None = _key(
        None, "The cards set aside by Rapid Expansion, as a multiset.", "cards"
    )
    pirate_ship: Count | None = _key(None, "Coin tokens on the Pirate Ship mat.")
    sinister_plot: Count | None = _key(None, "The player's tokens on Sinister Plot.")
    tokens: dict[TokenName, Name] | None = _key(
        None,
        "Where each of the player's pile tokens is; a token not named is on no pile.",
        "piles",
    )
    estate_token: Name | None = _key(None, "The card the Estate token is on.", "cards")
    minus_coin_token: bool | None = _key(None, "Whether the player has their -1 Coin token.")
    minus_card_token: bool | None = _key(
        None, "Whether the player's -1 Card token is on their deck."
    )
    skip_turns: Count | None = _key(None, "How many of their next turns the player skips.")
    turns_taken: Count | None = _key(
        None, "The player's turns so far for the tiebreaker (normal turns, taken or skipped)."
    )
    journey: Literal["up", "down"] | None = _key(
        None, "The side the Journey token shows (up or down)."
    )
    kept_boons: list[Name] | None = _key(
        None, "Boons kept in front of the player, as a multiset.", "cards"
    )
    projects: list[Name] | None = _key(
        None, "The Projects the player has a cube on, as a multiset.", "cards"
    )
    artifacts: list[Name] | None = _key(None, "The Artifacts the player has.", "cards")
    played: list[Name] | None = _key(None, "The cards played this turn, in order.", "cards")
    bought: list[Name] | None = _key(
        None, "The cards and Events bought this turn, in order.", "cards"
    )
    gained: list[Name] | None = _key(
        None, "The cards gained during the player's turn, in order.", "cards"
    )
    trashed: list[Name] | None = _key(
        None,
        "The cards the player trashed during their turn (for another player, their last), "
        "in order.",
        "cards",
    )
    ignoring_actions: bool | None = _key(
        None, "True when the player ignores any further +Actions this turn (Snowy Village)."
    )


class Shuffle(_Strict):
    """A seeded random shuffle."""

    seed: Whole = Field(description="The random seed.")


class Setup(_Strict):
    """The game state a scenario starts from. Other keys are player names."""

    model_config = ConfigDict(frozen=True, extra="allow")
    __pydantic_extra__: dict[str, PlayerSetup] = Field(init=False)  # type: ignore[assignment]

    players: list[Name] = Field(
        default_factory=lambda: ["Alice", "Bob"],
        min_length=2,
        max_length=MAX_PLAYERS,
        description="Names in seat order; the next name is the player to your left.",
    )
    turn: Name | None = Field(None, description="Whose turn it is (default: the first).")
    phase: Phase = Field("action", description="The phase the turn is in.")
    kingdom: list[Name] = Field(default_factory=list, description="Kingdom piles in the Supply.")
    events: list[Name] = Field(
        default_factory=list,
        description="Events and other landscape cards in the game; an Ally among them (at most "
        "one) is the game's Ally, which every player has.",
    )
    piles: dict[Name, Count | list[Name]] = Field(
        default_factory=dict,
        description="Pile counts that differ from the standard; a split pile lists "
        "its cards top first.",
    )
    black_market: list[Name] | None = Field(None, description="The Black Market deck, top first.")
    bane: Name | None = Field(
        None,
        description="(extension) The Kingdom card whose pile is Young Witch's Bane; its "
        "pile is added to the Supply.",
    )
    trash: list[Name] = Field(default_factory=list, description="Cards in the trash.")
    starting_decks: bool = Field(
        False,
        description="(extension) Every player whose deck is not given starts with the "
        "starting deck: top first, the Heirlooms of the cards in the game, then Coppers "
        "(seven in all with the Heirlooms), then 3 Estates.",
    )
    shelters: bool = Field(
        False,
        description="(extension) With starting_decks: the starting decks have the three "
        "Shelters (Hovel, Necropolis, Overgrown Estate) in place of their 3 Estates.",
    )
    boons: list[Name] = Field(
        default_factory=list,
        description="(extension) The top of the Boon deck, top first; the other Boons are "
        "shuffled beneath.",
    )
    hexes: list[Name] = Field(
        default_factory=list,
        description="(extension) The top of the Hex deck, top first; the other Hexes are "
        "shuffled beneath.",
    )
    first_edition: list[Name] = Field(
        default_factory=list,
        description="(extension) Cards that play by their first-edition wording, for "
        "rulings on how an older printing plays; each must be a card whose first edition "
        "plays differently.",
    )
    shuffle: Literal["as-listed"] | Shuffle = Field(
        default_factory=lambda: Shuffle(seed=0),
        description="``as-listed`` keeps written order when shuffling, or a seed.",
    )
    controlled_by: Name | None = _key(
        None,
        "Who controls the turn in progress, when another player does (Possession).",
        "players",
    )
    previous_turn: Name | None = _key(
        None, "Who took the turn before this one (Outpost and Mission read it).", "players"
    )
    may_buy_cards: bool | None = _key(
        None, "``no`` for a turn in progress in which no cards may be bought (Mission's)."
    )
    hand_play_limit: int | None = _key(
        None,
        "For a turn in progress in which its player may play only so many cards from "
        "their hand (Voyage's: 3).",
    )
    played_from_hand: int | None = _key(
        None,
        "In a turn with a hand_play_limit: how many cards its player has played from "
        "their hand so far.",
    )
    extra_turns: list[ExtraTurnSpec] | None = _key(
        None, "Extra turns waiting to be taken, in the order they were given."
    )
    boon_deck: list[Name] | None = _key(
        None,
        "The whole Boon deck, top first ([] for empty); every Boon not in it, in "
        "boon_discard or kept is in the Boon discard pile.",
        "cards",
    )
    boon_discard: list[Name] | None = _key(None, "The Boon discard pile.", "cards")
    hex_deck: list[Name] | None = _key(
        None,
        "The whole Hex deck, top first ([] for empty); every Hex not in it or in "
        "hex_discard is in the Hex discard pile.",
        "cards",
    )
    hex_discard: list[Name] | None = _key(None, "The Hex discard pile.", "cards")
    embargo: dict[Name, Count] | None = _key(
        None, "Embargo tokens on Supply piles, such as {Silver: 2}.", "piles"
    )
    ferryman: Name | None = _key(
        None, "The unused Kingdom pile set aside for Ferryman (a standard pile).", "piles"
    )
    riverboat: Name | None = _key(
        None,
        "The unused non-Duration Action card costing 5 coins set aside for Riverboat.",
        "cards",
    )
    way_of_the_mouse: Name | None = _key(
        None, "The unused Action card costing 2 or 3 coins set aside for Way of the Mouse.", "cards"
    )
    cost_reduction: Count | None = _key(
        None, "Coins off every card's cost for the rest of this turn (Bridge played)."
    )
    contraband: list[Name] | None = _key(
        None, "The cards named for the Contrabands played this turn.", "cards"
    )
    war_chest: list[Name] | None = _key(
        None, "The cards named for the War Chests played this turn.", "cards"
    )
    face_down: list[Name] | None = _key(
        None, "Cards in the trash that Necromancer played and turned face down this turn.", "cards"
    )
    trade_route: list[Name] | None = _key(
        None, "The Victory piles whose Trade Route token is on the Trade Route mat.", "piles"
    )
    vp_tokens_on: dict[Name, Count] | None = _key(
        None,
        "VP tokens on Supply piles and landscapes, such as {Gold: 8, Arena: 12}; the "
        "places not written keep their set-up tokens.",
        "piles",
    )
    debt_tokens_on: dict[Name, Count] | None = _key(
        None, "Debt tokens on Supply piles, such as {Smithy: 2} (Tax).", "piles"
    )
    sun_tokens: Count | None = _key(
        None,
        "The Sun tokens left on the game's Prophecy (set-up puts 5 to 13 by the number "
        "of players); 0: the Prophecy is active.",
    )
    divine_wind_kingdom: list[Name] | None = _key(
        None,
        "The ten Kingdom cards Divine Wind sets out when its last Sun token is removed "
        "(else dealt at random from the shuffle seed; required with shuffle: as-listed).",
        "cards",
    )
    divine_wind_ally: Name | None = _key(
        None,
        "The Ally a Liaison among Divine Wind's new Kingdom cards brings, in a game with "
        "no Ally (else dealt at random; required with shuffle: as-listed).",
        "cards",
    )
    divine_wind_bane: Name | None = _key(
        None,
        "The Bane a Young Witch among Divine Wind's new Kingdom cards brings: a Kingdom "
        "card costing 2 or 3 coins, not in the game nor among the ten, whose pile joins the "
        "Supply beside them (else dealt at random; required with shuffle: as-listed).",
        "cards",
    )
    favor_tokens_on: dict[Name, Count] | None = _key(
        None,
        "Favor tokens on Supply piles, such as {Smithy: 1} (Family of Inventors: "
        "each makes the pile's cards cost 1 coin less).",
        "piles",
    )
    obelisk: Name | None = _key(
        None, "The Action Supply pile chosen for Obelisk at set-up (else one at random).", "piles"
    )
    mountain_pass: Name | None = _key(
        None,
        "Mountain Pass: open (no Province gained yet), the player who gained the first "
        "Province (the bidding follows this turn), or done.",
    )
    traits: dict[Name, Name] | None = _key(
        None,
        "The Traits in the game, each with the Action or Treasure Kingdom pile it is on, "
        "named by the pile or a card of it, such as {Cheap: Smithy}.",
        "piles",
    )

    @model_validator(mode="after")
    def _players_known(self) -> Setup:
        if len(set(self.players)) != len(self.players):
            raise ValueError("a player name is listed twice")
        for name in self.model_extra or {}:
            if name not in self.players:
                raise ValueError(
                    f"unknown key {quoted(name)}: not a setup key nor one of the players "
                    f"{', '.join(self.players)}"
                )
        for key in ("turn", "controlled_by", "previous_turn"):
            value = getattr(self, key)
            if value is not None and value not in self.players:
                raise ValueError(f"{key}: {quoted(value)} is not one of the players")
        if self.controlled_by is not None and self.controlled_by == (self.turn or self.players[0]):
            raise ValueError("controlled_by: a player does not control their own turn")
        if self.boons and self.boon_deck is not None:
            raise ValueError("boons and boon_deck both set out the Boon deck: give one")
        if self.hexes and self.hex_deck is not None:
            raise ValueError("hexes and hex_deck both set out the Hex deck: give one")
        return self

    def player(self, name: str) -> PlayerSetup:
        """The named player's set-up (empty zones if the scenario gives none)."""
        extra = self.model_extra or {}
        value = extra.get(name)
        return value if isinstance(value, PlayerSetup) else _NO_PLAYER_SETUP


_NO_PLAYER_SETUP = PlayerSetup()
"""The set-up of a player the scenario gives none (a frozen model: made once, as every
random game asks for it several times per player)."""


class EventPattern(_Strict):
    """An event to look for; it matches on the keys written."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    type: EventType = Field(description="The kind of event.")
    player: Name | None = Field(None, description="The player it happened to.")
    card: Name | None = Field(None, description="The card concerned.")
    from_: str | None = Field(None, alias="from", description="Where the card came from.")
    to: str | None = Field(None, description="Where the card went.")


class Pending(_Strict):
    """A decision that must still be waiting when the scenario ends."""

    by: Name | None = Field(None, description="Who must make the decision.")
    options: list[str | Count] | None = Field(None, description="Its options, in any order.")

    @model_validator(mode="before")
    @classmethod
    def _words(cls, value: Any) -> Any:
        if isinstance(value, dict) and "options" in value:
            value = {**value, "options": _yes_no(value["options"])}
        return value


class Expect(_Strict):
    """What must be true; only what is written is checked. Other keys are players."""

    model_config = ConfigDict(frozen=True, extra="allow")
    __pydantic_extra__: dict[str, PlayerExpect] = Field(init=False)  # type: ignore[assignment]

    supply: dict[Name, Count] | None = Field(None, description="Counts of the piles named.")
    trash: list[Name] | None = Field(None, description="The trash, as a multiset.")
    black_market: list[Name] | None = Field(None, description="The Black Market deck, top first.")
    score: dict[Name, Whole] | None = Field(None, description="Scores after ``end_game``.")
    winners: list[Name] | None = Field(
        None,
        description="(extension) Who wins after ``end_game``, in any order: the highest "
        "score; between tied players, the one with the fewest turns; several who are still "
        "tied share the victory.",
    )
    events: list[EventPattern] = Field(
        default_factory=list, description="Events that must occur, in this order."
    )
    no_events: list[EventPattern] = Field(
        default_factory=list, description="Events that must not occur."
    )
    pending: Pending | None = Field(None, description="The decision still waiting.")
    phase: Phase | None = Field(
        None, description="(extension) The phase the turn is in: Villa and Cavalry go back."
    )
    turn: str | None = Field(None, description="(extension) The player whose turn it is.")
    controlled_by: Name | Literal[False] | None = _key(
        None, "Who controls the turn (Possession); ``no`` for nobody but its player.", "players"
    )
    previous_turn: Name | None = _key(None, "Who took the turn before this one.", "players")
    may_buy_cards: bool | None = _key(None, "Whether cards may be bought this turn.")
    hand_play_limit: int | Literal[False] | None = _key(
        None, "How many cards may be played from hand this turn (3 in Voyage's; ``no``: any)."
    )
    played_from_hand: int | None = _key(
        None, "How many cards the turn's player has played from hand, in a limited turn."
    )
    extra_turns: list[ExtraTurnSpec] | None = _key(
        None, "The extra turns waiting, in order (``[]`` for none)."
    )
    piles: dict[Name, Count | list[Name]] | None = _key(
        None, "The piles named: a count, or their cards top first.", "piles"
    )
    boon_deck: list[Name] | None = _key(None, "The Boon deck, top first.", "cards")
    boon_discard: list[Name] | None = _key(None, "The Boon discard pile, as a multiset.", "cards")
    hex_deck: list[Name] | None = _key(None, "The Hex deck, top first.", "cards")
    hex_discard: list[Name] | None = _key(None, "The Hex discard pile, as a multiset.", "cards")
    embargo: dict[Name, Count] | None = _key(
        None, "Embargo tokens on every Supply pile that has any.", "piles"
    )
    ferryman: Name | None = _key(None, "The pile set aside for Ferryman.", "piles")
    riverboat: Name | None = _key(None, "The card set aside for Riverboat.", "cards")
    way_of_the_mouse: Name | None = _key(None, "The card set aside for Way of the Mouse.", "cards")
    cost_reduction: Count | None = _key(None, "Coins off every card's cost this turn.")
    contraband: list[Name] | None = _key(
        None, "The cards named for Contrabands this turn, as a multiset.", "cards"
    )
    war_chest: list[Name] | None = _key(
        None, "The cards named for War Chests this turn, as a multiset.", "cards"
    )
    face_down: list[Name] | None = _key(
        None, "The cards in the trash turned face down by Necromancer, as a multiset.", "cards"
    )
    druid_boons: list[Name] | None = _key(
        None, "The Boons set aside for Druid, as a multiset.", "cards"
    )
    trade_route: list[Name] | None = _key(
        None, "The Victory piles whose Trade Route token is on the mat.", "piles"
    )
    vp_tokens_on: dict[Name, Count] | None = _key(
        None, "VP tokens on the Supply piles and landscapes named.", "piles"
    )
    debt_tokens_on: dict[Name, Count] | None = _key(
        None, "Debt tokens on the Supply piles named.", "piles"
    )
    sun_tokens: Count | None = _key(None, "The Sun tokens left on the game's Prophecy.")
    prophecy_active: bool | None = _key(
        None, "Whether the game's Prophecy is active (its last Sun token removed)."
    )
    divine_wind_kingdom: list[Name] | None = _key(
        None,
        "The ten Kingdom cards named for Divine Wind, or those it dealt, as a multiset.",
        "cards",
    )
    divine_wind_ally: Name | None = _key(
        None, "The Ally named for Divine Wind's Liaison, or the one it dealt.", "cards"
    )
    divine_wind_bane: Name | None = _key(
        None, "The Bane named for Divine Wind's Young Witch, or the one it dealt.", "cards"
    )
    removed_piles: list[Name] | None = _key(
        None, "The piles taken out of the game (Divine Wind), by pile name, as a multiset.", "piles"
    )
    favor_tokens_on: dict[Name, Count] | None = _key(
        None, "Favor tokens on the Supply piles named.", "piles"
    )
    obelisk: Name | None = _key(None, "The pile chosen for Obelisk, by its pile name.", "piles")
    mountain_pass: Name | None = _key(
        None, "Mountain Pass: open, the first Province's gainer (bidding to come), or done."
    )
    traits: dict[Name, Name] | None = _key(
        None, "The pile each Trait in the game is on, by its pile name.", "piles"
    )

    def players(self) -> dict[str, PlayerExpect]:
        """The player expectations, by name."""
        return {k: v for k, v in (self.model_extra or {}).items() if isinstance(v, PlayerExpect)}


class Step(_Strict):
    """One step of a scenario: exactly one action key, plus modifiers.

    A bare ``end_turn`` or ``end_game`` string is accepted for the step of that name.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    play: Name | None = Field(None, description="Play this card from hand.")
    buy: Name | None = Field(None, description="Buy this card or Event.")
    choose: Answer | None = Field(None, description="Answer the waiting decision.")
    phase: Phase | None = Field(None, description="Move forward to this phase.")
    end_turn: bool = Field(False, description="Finish the turn; start the next player's.")
    gain: Name | None = Field(None, description="A player gains this card, as if told to.")
    pay_debt: Count | None = Field(
        None,
        description="(extension) The player whose turn it is (or ``by``) pays off this much "
        "of their Debt with coins now (allowed at any time in their own turn).",
    )
    end_game: bool = Field(False, description="End the game now and score it.")
    expect: Expect | None = Field(None, description="Check the state now.")
    by: Name | None = Field(
        None, description="Who must take the step, or who must make the decision."
    )
    for_: Name | None = Field(
        None,
        alias="for",
        description="(extension) With ``choose``: the player the decision is made for, "
        "when another player makes it (Possession).",
    )
    options: list[str | Count] | None = Field(
        None, description="With ``choose``: the decision's exact options, in any order."
    )
    refused: str | None = Field(
        None, description="The step must be refused with a message containing this text."
    )
    player: Name | None = Field(None, description="With ``gain``: who gains.")
    to: str | None = Field(None, description="With ``gain``: where the card goes.")

    @model_validator(mode="before")
    @classmethod
    def _normalise(cls, value: Any) -> Any:
        if value in ("end_turn", "end_game"):
            return {value: True}
        if isinstance(value, dict):
            value = dict(value)
            for flag in ("end_turn", "end_game"):
                if flag in value and value[flag] is None:
                    value[flag] = True
            for key in ("choose", "options"):
                if key in value:
                    value[key] = _yes_no(value[key])
        return value

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        present = [a for a in STEP_ACTIONS if given(getattr(self, a))]
        if len(present) != 1:
            found = ", ".join(present) or "none"
            raise ValueError(
                f"a step needs exactly one of {', '.join(STEP_ACTIONS)} (found: {found})"
            )
        action = present[0]
        if self.options is not None and action != "choose":
            raise ValueError("options goes with choose")
        if self.for_ is not None and action != "choose":
            raise ValueError("for goes with choose")
        if (self.player is not None or self.to is not None) and action != "gain":
            raise ValueError("player and to go with gain")
        if action == "gain" and self.player is None:
            raise ValueError("gain needs player")
        return self

    @property
    def action(self) -> str:
        """The step's action key."""
        return step_action(self)


class Scenario(_Strict):
    """An executable example: a state, what happens, and what must be true after."""

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", description="Unique kebab-case slug.")
    title: str = Field(description="One line, the example's heading.")
    claim: str = Field(description="What the rules say happens, in plain words.")
    rulings: list[Slug] = Field(
        default_factory=list, description="Ids of the rulings or clauses it demonstrates."
    )
    setup: Setup = Field(description="The starting state.")
    steps: list[Step] = Field(
        default_factory=list, max_length=MAX_STEPS, description="What happens, in order."
    )
    expect: Expect = Field(default_factory=Expect, description="What must be true afterwards.")

    @model_validator(mode="before")
    @classmethod
    def _empty_parts(cls, value: Any) -> Any:
        if isinstance(value, dict):
            value = dict(value)
            for key in ("steps", "expect"):
                if key in value and value[key] is None:
                    del value[key]
        return value
