"""Improve."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Improve(CardRules):
    """+2 coins. At the start of Clean-up, you may trash an Action card you would discard
    from play this turn, to gain a card costing exactly 1 coin more than it."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        staying = {c.uid for e in player.start_of_turn for c in e.keeps}
        pool = [c for c in player.in_play.cards if c.is_a("Action") and c.uid not in staying]
        chosen = game.choose_card(
            player, "trash an Action card you would discard, to improve it", pool, optional=True
        )
        if chosen is None:
            return
        cost = game.cost(chosen)
        if game.trash_card(player, chosen, player.in_play):
            game.choose_and_gain(
                player,
                "gain a card costing exactly 1 coin more",
                lambda c: game.cost(c).exactly_more(cost, 1),
            )
