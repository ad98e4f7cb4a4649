"""Charm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

WAITING = Note("Charm gains waiting for the next card bought this turn", int, 0)
"""By player seat: how many Charms played for their gain wait for the next buy."""


class Charm(CardRules):
    """A Treasure. Choose one: +1 Buy and +2 coins; or the next time you buy a card this
    turn, you may also gain a differently named card with the same cost (gained before
    the card bought), even should Charm have left play by then."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "+1 Buy and 2 coins, or a gain on your next buy"
        for mode in choose_options(game, player, card, prompt, ["coins", "gain"]):
            if mode == "coins":
                game.plus(player, buys=1, coins=2)
            else:
                waiting = game.this_turn.get(WAITING, player.seat) + 1
                game.this_turn.set(WAITING, waiting, player.seat)

    def when_any_card_is_bought(self, game: Game, player: Player, bought: CardFacts) -> None:
        waiting = game.this_turn.get(WAITING, player.seat)
        if not waiting or bought.landscape:
            return
        game.this_turn.set(WAITING, 0, player.seat)
        cost = game.cost(bought)
        for _ in range(waiting):
            choice = game.choose_from_supply(
                player,
                f"gain a card costing the same as {bought.name} (Charm)",
                lambda c: c.name != bought.name and game.cost(c).same(cost),
                optional=True,
            )
            if choice is not None and choice.zone is not None:
                game.gain(player, choice, choice.zone)
