"""Ferryman."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rand
from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import ScenarioError, game_key
from engine.values import Cost, ZoneKind, pile_count
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

FERRYMANS_PILE = Note("the Kingdom pile set aside for Ferryman", str, "")
"""The name of the pile set aside at set-up ("" until it is chosen)."""


_NEEDS_SHARED_DECK = frozenset({"Fate", "Doom"})
"""Cards that need the Boon or Hex deck, built at set-up only for the game's own cards."""


def ferrymans_options(game: Game) -> list[str]:
    """The Kingdom piles not in the game whose (top) card costs 3 or 4 coins, with no
    Potion or Debt, that the engine plays whole: what Ferryman's set-up chooses from when
    the scenario does not say (leaving out piles whose cards need piles of their own, or
    the Boon or Hex deck: Fool, Leprechaun)."""
    from engine.cards import implemented  # the card modules import this one

    catalog = game.catalog
    used = game.piles_in_game()  # (a pile Divine Wind removed is used too)
    out: list[str] = []
    for name in sorted(catalog.by_name):
        facts = catalog[name]
        pile = catalog.pile_of(name)
        if not facts.kingdom or pile in used or pile in out or not implemented(name):
            continue
        cards = catalog.pile_cards(pile)
        if not all(
            implemented(f.name) and not f.needs_piles and not f.types & _NEEDS_SHARED_DECK
            for f in cards
        ):
            continue
        if _fits_ferryman(cards[0].cost):  # a split pile: its top card's cost
            out.append(pile)
    return out


def _fits_ferryman(cost: Cost) -> bool:
    """True for the cost of a pile Ferryman's set-up may choose: 3 or 4 coins, with no
    Potion or Debt."""
    return cost.potion == 0 and cost.debt == 0 and cost.coins in (3, 4)


def standard_pile(game: Game, pile: str) -> list[str]:
    """The cards of the pile ``pile`` as set-up deals it, top first."""
    players = len(game.players)
    return [
        f.name
        for f in game.catalog.pile_cards(pile)
        for _ in range(pile_count(f.pile_size, players))
    ]


def set_aside_for_ferryman(game: Game, pile: str, names: list[str]) -> None:
    """Set aside the pile ``pile`` (its cards ``names``, top first) for Ferryman."""
    area = Zone(ZoneKind.NON_SUPPLY, label=pile)
    game.new_cards(names, area)
    game.non_supply[pile] = area
    game.remembered.set(FERRYMANS_PILE, pile)


class Ferryman(CardRules):
    """+2 Cards, +1 Action, discard a card. Set-up: an unused Kingdom pile costing 3 or 4
    coins is set aside; when you gain a Ferryman, gain a card from that pile (its top
    card: the only way to gain one)."""

    def at_setup(self, game: Game) -> None:
        if game.remembered.get(FERRYMANS_PILE):
            return
        options = ferrymans_options(game)
        if not options:
            return
        pile = rand.choice(game.rng, options) if game.rng is not None else options[0]
        set_aside_for_ferryman(game, pile, standard_pile(game, pile))

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=1)
        for c in game.choose_cards(player, "discard a card", player.hand.cards, 1, 1):
            game.discard(player, c, player.hand)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pile = game.remembered.get(FERRYMANS_PILE)
        zone = game.non_supply.get(pile) if pile else None
        if zone is None or not zone.cards:
            game.note(player, lambda: f"{player.name} gains nothing for Ferryman: none left.")
            return
        game.gain(player, zone.cards[0], zone)


def _apply_ferryman(game: Game, player: Player, pile: str) -> None:
    """The scenario's choice of Ferryman's pile, instead of set-up's."""
    catalog = game.catalog
    if pile not in catalog.pile_names:
        pile = catalog.pile_of(pile) if pile in catalog else pile
    if pile not in catalog.pile_names or not catalog.pile_cards(pile)[0].kingdom:
        raise ScenarioError(f"ferryman: {pile} is not a Kingdom pile")
    if pile in game.supply:
        raise ScenarioError(f"ferryman: the {pile} pile is in the Supply; Ferryman's is unused")
    cost = catalog.pile_cards(pile)[0].cost
    if not _fits_ferryman(cost):
        raise ScenarioError(
            f"ferryman: the {pile} pile costs {cost.text()}; Ferryman's pile costs 3 or 4 coins"
        )
    chosen = game.remembered.get(FERRYMANS_PILE)
    if chosen:
        game.non_supply.pop(chosen, None)
    set_aside_for_ferryman(game, pile, standard_pile(game, pile))


game_key("ferryman", _apply_ferryman, lambda g, p: g.remembered.get(FERRYMANS_PILE) or None)
