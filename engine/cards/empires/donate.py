"""Donate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

HAND_SIZE = 5


class Donate(CardRules):
    """An Event: after this turn (between turns, so no Possession applies), put your
    deck and discard pile into your hand, trash any number of cards from it (their
    when-trashed abilities happen then), shuffle your hand into your deck and draw 5."""

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.note(player, lambda: f"{player.name} will donate after this turn.")

    def after_each_turn(self, game: Game, player: Player) -> None:
        for _ in range(player.bought.count("Donate")):
            _donate(game, player)


def _donate(game: Game, player: Player) -> None:
    hand = player.hand
    game.move_each(list(player.deck.cards), player.deck, hand, verb="puts")
    game.move_each(list(player.discard.cards), player.discard, hand, verb="puts")
    chosen = game.choose_cards(
        player, "trash any number of cards for Donate", hand.cards, 0, len(hand)
    )
    if chosen:
        game.trash_together(player, [(c, hand) for c in chosen])
    game.move_each(list(hand.cards), hand, player.deck, verb="puts")
    game.shuffle_deck(player)
    game.note(player, lambda: f"{player.name} shuffles their hand into their deck.")
    game.draw(player, HAND_SIZE)
