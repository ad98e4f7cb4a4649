"""Herbalist."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Herbalist(CardRules):
    """+1 Buy, +1 coin. When you discard this from play, you may put one of your
    Treasures from play onto your deck.

    Clean-up discards the cards in play together, in the order their owner chooses; so
    the engine resolves each Herbalist's ability as Clean-up starts, ordered among the
    other start-of-Clean-up abilities (Alchemist) as the player chooses."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1, coins=1)

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.in_play:
            return
        treasures = [c for c in player.in_play.cards if c.is_a("Treasure")]
        chosen = game.choose_card(
            player, "put a Treasure from play onto your deck", treasures, optional=True
        )
        if chosen is not None:
            game.topdeck(player, chosen, player.in_play)
