"""Bureaucrat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Bureaucrat(CardRules):
    """Gain a Silver onto your deck. Each other player puts a Victory card from their
    hand onto their deck, or reveals a hand with none."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.gain_named(player, "Silver", to=ZoneKind.DECK)
        for victim in game.attack_targets(player, card):
            victory = [c for c in victim.hand.cards if c.is_a("Victory")]
            if not victory:
                game.reveal_hand(victim)
                continue
            chosen = game.choose_card(victim, "put a Victory card onto your deck", victory)
            if chosen is not None:
                game.reveal(victim, chosen)
                game.topdeck(victim, chosen, victim.hand)
