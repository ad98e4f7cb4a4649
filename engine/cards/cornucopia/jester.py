"""Jester."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseOption

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Jester(CardRules):
    """+2 coins. Each other player discards their top card: for a Victory card they gain
    a Curse; otherwise they or you (your choice) gain a copy of it from the Supply."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if not top:
                continue
            game.discard(victim, top[0], victim.revealed)
            if top[0].is_a("Victory"):
                game.gain_named(victim, "Curse")
                continue
            if not game.supply_has(top[0].name):
                continue  # no copy to gain, so nothing to choose
            who = game.decide(
                ChooseOption(
                    player, f"choose who gains a copy of {top[0].name}", [victim.name, player.name]
                )
            )
            game.gain_copy(victim if who == 0 else player, top[0].name)
