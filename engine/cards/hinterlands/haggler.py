"""Haggler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Haggler(CardRules):
    """+2 coins. This turn, when you gain a card, if you bought it, gain a cheaper card
    that is not a Victory card (once for each Haggler play this turn)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.gaining_bought is not gained:
            return
        limit = game.cost(gained)
        for _ in range(player.plays_this_turn.count("Haggler")):
            game.choose_and_gain(
                player,
                f"gain a non-Victory card cheaper than {gained.name}",
                lambda c: not c.is_a("Victory") and game.cost(c).less_than(limit),
            )
