"""Swindler."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Swindler(CardRules):
    """+2 coins. Each other player trashes the top card of their deck and gains a card
    with the same cost, which you choose."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if not top or not game.trash_card(victim, top[0], victim.revealed):
                continue
            cost = game.cost(top[0])
            choice = game.choose_from_supply(
                player,
                f"choose a card for {victim.name} to gain",
                lambda c, cost=cost: game.cost(c) == cost,  # type: ignore[misc]
            )
            if choice is not None and choice.zone is not None:
                game.gain(victim, choice, choice.zone)
