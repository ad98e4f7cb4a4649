"""Young Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import ScenarioError

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

BANE_COSTS = (2, 3)
"""The coins the Bane pile's (top) card costs, with no Potion or Debt."""


def bane_cards(game: Game, cards: list[CardInstance]) -> list[CardInstance]:
    """The Bane cards among ``cards``: every card of the Bane pile (a split pile's or the
    Castles' cards too, whatever their names)."""
    if game.bane is None:
        return []
    pile = game.catalog.pile_of(game.bane)
    return [c for c in cards if game.catalog.pile_of(c.name) == pile]


class YoungWitch(CardRules):
    """+2 Cards, then discard two. Each other player gains a Curse unless they reveal a
    Bane card (a card of the extra Kingdom pile set up for Young Witch) from their hand."""

    def at_setup(self, game: Game) -> None:
        if game.bane is None:
            return
        facts = game.catalog[game.bane]
        if not facts.kingdom:
            raise ScenarioError(f"bane: {game.bane} is not a Kingdom card")
        cost = game.catalog.pile_cards(facts.pile)[0].cost
        if cost.potion or cost.debt or cost.coins not in BANE_COSTS:
            raise ScenarioError(
                f"bane: the {facts.pile} pile costs {cost.text()}; Young Witch's Bane pile "
                "costs 2 or 3 coins"
            )

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2):
            game.discard(player, c, player.hand)
        for victim in game.attack_targets(player, card):
            if self._reveals_bane(game, victim):
                continue
            game.gain_named(victim, "Curse")

    @staticmethod
    def _reveals_bane(game: Game, victim: Player) -> bool:
        """Ask ``victim`` whether to reveal a Bane card from their hand (which one, when
        they hold Banes of different names); True if they do."""
        banes = list({c.name: c for c in bane_cards(game, victim.hand.cards)}.values())
        if not banes:
            return False
        if len(banes) == 1:
            if not game.may(victim, f"reveal {banes[0].name}, the Bane"):
                return False
            game.reveal(victim, banes[0])
            return True
        chosen = game.choose_card(victim, "reveal a Bane card", banes, optional=True)
        if chosen is None:
            return False
        game.reveal(victim, chosen)
        return True
