"""Rogue."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_three_to_six, gain_from_trash

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Rogue(CardRules):
    """+2 coins. If the trash holds cards costing 3 to 6 coins, gain one; otherwise each
    other player reveals their top two cards, trashes one costing 3 to 6 coins (their
    choice) and discards the rest."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if any(costs_three_to_six(game, c) for c in game.trash.cards):
            gain_from_trash(
                game, player, "gain a card costing 3 to 6 coins from the trash",
                lambda c: costs_three_to_six(game, c),
            )  # fmt: skip
            return
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if costs_three_to_six(game, c)]
            out = game.choose_card(victim, "trash a card costing 3 to 6 coins", pool)
            if out is not None:
                game.trash_card(victim, out, victim.revealed)
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)
