"""Young Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.bane import bane_cards

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class YoungWitch(CardRules):
    """+2 Cards, then discard two. Each other player gains a Curse unless they reveal a
    Bane card (a card of a Bane pile: :mod:`engine.cards.bane`) from their
    hand. Its set-up, the Bane pile, is the scenario's ``bane`` (Divine Wind's new one,
    ``divine_wind_bane``)."""

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
        they hold Banes of different names, of one Bane pile or of two); True if they do."""
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
