"""Young Witch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class YoungWitch(CardRules):
    """+2 Cards, then discard two. Each other player gains a Curse unless they reveal a
    Bane card (the extra Kingdom pile set up for Young Witch) from their hand."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.draw(player, 2)
        for c in game.choose_cards(player, "discard 2 cards", player.hand.cards, 2, 2):
            game.discard(player, c, player.hand)
        for victim in game.attack_targets(player, card):
            bane = victim.hand.named(game.bane) if game.bane else None
            if bane is not None and game.may(victim, f"reveal {bane.name}, the Bane"):
                game.reveal(victim, bane)
                continue
            game.gain_named(victim, "Curse")
