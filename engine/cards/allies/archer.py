"""Archer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Archer(CardRules):
    """+2 coins. Each other player with 5 or more cards in hand reveals all but one (kept
    hidden, of their choice) and discards one of the revealed cards, which you choose."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        for victim in game.attack_targets(player, card):
            if len(victim.hand) < 5:
                continue
            hidden = game.choose_card(victim, "keep one card hidden from Archer", victim.hand.cards)
            shown = [c for c in victim.hand.cards if c is not hidden]
            for c in shown:
                game.reveal(victim, c)
            chosen = game.choose_card(player, f"choose a card for {victim.name} to discard", shown)
            if chosen is not None:
                game.discard(victim, chosen, victim.hand)
