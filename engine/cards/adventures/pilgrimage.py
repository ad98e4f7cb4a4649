"""Pilgrimage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pilgrimage(CardRules):
    """An Event, once per turn: turn your Journey token over; then if it is face up,
    choose up to 3 differently named cards you have in play and gain a copy of each."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Pilgrimage" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if not game.turn_journey_token(player):
            return
        pool: list[CardInstance] = []
        for c in player.in_play.cards:
            if all(c.name != other.name for other in pool):
                pool.append(c)
        prompt = "choose up to 3 differently named cards in play to gain copies of"
        for chosen in game.choose_cards(player, prompt, pool, 0, 3):
            game.gain_copy(player, chosen.name)
