"""Raider."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Raider(CardRules):
    """Each other player with 5 or more cards in hand discards a copy of a card you have
    in play (or reveals they cannot); at the start of your next turn, +3 coins."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        game.next_turn_effect(player, card, lambda g, p: g.plus(p, coins=3))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        names = set(player.in_play.names())
        for victim in game.attack_targets(player, card):
            if len(victim.hand) < 5:
                continue
            pool = [c for c in victim.hand.cards if c.name in names]
            if not pool:
                game.reveal_hand(victim)
                continue
            chosen = game.choose_card(
                victim, "discard a copy of a card Raider's owner has in play", pool
            )
            if chosen is not None:
                game.discard(victim, chosen, victim.hand)
        self.wait_for_next_turn(game, player, card)
