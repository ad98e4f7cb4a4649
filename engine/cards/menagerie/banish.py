"""Banish."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Banish(CardRules):
    """An Event: Exile any number of cards with the same name from your hand (a card
    is chosen, or none, then how many of its copies)."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        first = game.choose_card(
            player, "choose a card name to Exile from your hand", player.hand.cards, optional=True
        )
        if first is None:
            return
        copies = [c for c in player.hand.cards if c.name == first.name]
        prompt = f"Exile how many {first.name} from your hand"
        for c in game.choose_cards(player, prompt, copies, 1, len(copies)):
            game.move(c, player.hand, player.exile, verb="exiles")
