"""Haggler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.values import Cost
    from engine.zones import CardInstance


def _gain_cheaper(game: Game, player: Player, name: str, limit: Cost) -> None:
    game.choose_and_gain(
        player,
        f"gain a non-Victory card cheaper than {name}",
        lambda c: not c.is_a("Victory") and game.cost(c).less_than(limit),
    )


class Haggler(CardRules):
    """+2 coins. This turn, when you gain a card, if you bought it, gain a cheaper card
    that is not a Victory card (once for each Haggler play this turn). (First edition:
    while this is in play, when you buy a card, gain such a card; once for each Haggler
    in play, however many times it was played.)"""

    plus_coins_in_text = True
    first_edition_differs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        if game.gaining_bought is not gained or game.first_edition("Haggler"):
            return
        limit = game.cost(gained)
        for _ in range(player.plays_this_turn.count("Haggler")):
            _gain_cheaper(game, player, gained.name, limit)

    def while_in_play_when_owner_buys(
        self, game: Game, player: Player, card: CardInstance, bought: CardFacts
    ) -> None:
        if game.first_edition("Haggler") and not bought.landscape:
            _gain_cheaper(game, player, bought.name, game.cost(bought))
