"""Giant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import costs_three_to_six

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Giant(CardRules):
    """Turn your Journey token over. Face down: +1 coin. Face up: +5 coins, and each other
    player reveals their top card, trashing it if it costs 3 to 6 coins, else discarding
    it and gaining a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if not game.turn_journey_token(player):
            game.plus(player, coins=1)
            return
        game.plus(player, coins=5)
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 1)
            if shown and costs_three_to_six(game, shown[0]):
                game.trash_card(victim, shown[0], victim.revealed)
                continue
            for top in shown:
                game.discard(victim, top, victim.revealed)
            game.gain_named(victim, "Curse")
