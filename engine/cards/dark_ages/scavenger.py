"""Scavenger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Scavenger(CardRules):
    """+2 coins. You may put your deck into your discard pile. Look through your discard
    pile and put a card from it onto your deck."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if player.deck.cards and game.may(player, "put your deck into your discard pile"):
            game.move_each(list(player.deck.cards), player.deck, player.discard)
        chosen = game.choose_card(player, "put a card onto your deck", player.discard.cards)
        if chosen is not None:
            game.topdeck(player, chosen, player.discard)
