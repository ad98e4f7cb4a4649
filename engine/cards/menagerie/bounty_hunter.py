"""Bounty Hunter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BountyHunter(CardRules):
    """+1 Action; Exile a card from your hand; +3 coins if it is then your only copy of
    that card in Exile."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        exiled = game.choose_card(player, "Exile a card from your hand", player.hand.cards)
        if exiled is None or not game.move(exiled, player.hand, player.exile, verb="exiles"):
            return
        if sum(1 for c in player.exile.cards if c.name == exiled.name) == 1:
            game.plus(player, coins=3)
