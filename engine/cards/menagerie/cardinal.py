"""Cardinal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_three_to_six

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Cardinal(CardRules):
    """+2 coins. Each other player reveals their top 2 cards, Exiles one costing from 3
    to 6 coins (of their choice), and discards the rest."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if costs_three_to_six(game, c)]
            chosen = game.choose_card(victim, "Exile a revealed card costing 3 to 6 coins", pool)
            if chosen is not None:
                game.move(chosen, victim.revealed, victim.exile, player=victim, verb="exiles")
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)
