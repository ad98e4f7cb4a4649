"""Torturer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseMode
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Torturer(CardRules):
    """+3 Cards. Each other player chooses: discard two cards, or gain a Curse to hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 3)
        for victim in game.attack_targets(player, card):
            mode = game.decide(ChooseMode(victim, "choose one", ["discard", "curse"]))
            if mode == "curse":
                game.gain_named(victim, "Curse", to=ZoneKind.HAND)
                continue
            for c in game.choose_cards(victim, "discard 2 cards", victim.hand.cards, 2, 2):
                game.discard(victim, c, victim.hand)
