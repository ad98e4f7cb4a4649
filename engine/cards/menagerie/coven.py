"""Coven."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Coven(CardRules):
    """+1 Action, +2 coins. Each other player Exiles a Curse from the Supply; one who
    cannot discards the Curses on their Exile mat instead."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1, coins=2)
        for victim in game.attack_targets(player, card):
            pile = game.pile("Curse")
            if pile is not None and pile.cards:
                game.move(pile.cards[0], pile, victim.exile, player=victim, verb="exiles")
                continue
            for c in [c for c in victim.exile.cards if c.name == "Curse"]:
                game.discard(victim, c, victim.exile)
