"""Spy."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Spy(CardRules):
    """+1 Card, +1 Action; each player (you too) reveals their top card, and you choose
    whether they discard it or put it back: you first, then the others in turn order."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        for target in [player, *game.attack_targets(player, card)]:
            for top in game.reveal_from_deck(target, 1):
                whose = "your" if target is player else f"{target.name}'s"
                if game.may(player, f"discard {whose} {top.name}"):
                    game.discard(target, top, target.revealed)
                else:
                    game.topdeck(target, top, target.revealed)
