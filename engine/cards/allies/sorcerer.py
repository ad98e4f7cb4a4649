"""Sorcerer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import name_any_card

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Sorcerer(CardRules):
    """+1 Card, +1 Action. Each other player names a card, then reveals the top card of
    their deck (it stays there); if it is not the named card, they gain a Curse (with no
    card to reveal, they gain none)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for victim in game.attack_targets(player, card):
            named = name_any_card(game, victim, "name a card for Sorcerer")
            shown = game.reveal_from_deck(victim, 1)
            for top in shown:
                game.topdeck(victim, top, victim.revealed)
            if shown and shown[0].name != named:  # nothing to reveal: no Curse
                game.gain_named(victim, "Curse")
