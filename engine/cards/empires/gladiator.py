"""Gladiator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Gladiator(CardRules):
    """+2 coins. Reveal a card from your hand; the player to your left may reveal a copy
    of it from theirs. If they do not, +1 coin and trash a Gladiator from the Supply."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        shown = game.choose_card(player, "reveal a card from your hand", player.hand.cards)
        matched = False
        if shown is not None:
            game.reveal(player, shown)
            left = game.left_of(player)
            copies = [c for c in left.hand.cards if c.name == shown.name]
            copy = game.choose_card(left, f"reveal a {shown.name} to match", copies, True)
            if copy is not None:
                game.reveal(left, copy)
                matched = True
        if matched:
            return
        game.plus(player, coins=1)
        pile = game.pile("Gladiator")
        if pile is not None and pile.cards and pile.cards[0].name == "Gladiator":
            game.trash_card(player, pile.cards[0], pile)
        else:
            game.note(player, lambda: "There is no Gladiator in the Supply to trash.")
