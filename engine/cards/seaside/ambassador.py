"""Ambassador (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Ambassador(CardRules):
    """Reveal a card from your hand; return up to 2 copies of it from your hand to the
    Supply. Then each other player gains a copy of it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        shown = game.choose_card(player, "reveal a card from your hand", player.hand.cards)
        if shown is None:
            return
        game.reveal(player, shown)
        name = shown.name
        pile = game.pile(name)
        if pile is not None:
            copies = [c for c in player.hand.cards if c.name == name]
            prompt = f"return up to 2 {name} to the Supply"
            for c in game.choose_cards(player, prompt, copies, 0, 2):
                game.move(c, player.hand, pile, player=player, verb="returns")
        for victim in game.attack_targets(player, card):
            game.gain_copy(victim, name)
