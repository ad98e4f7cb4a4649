"""Old Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class OldWitch(CardRules):
    """+3 Cards. Each other player gains a Curse and may trash a Curse from their hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 3)
        for victim in game.attack_targets(player, card):
            game.gain_named(victim, "Curse")
            curses = [c for c in victim.hand.cards if c.name == "Curse"]
            chosen = game.choose_card(victim, "trash a Curse", curses[:1], optional=True)
            if chosen is not None:
                game.trash_card(victim, chosen, victim.hand)
