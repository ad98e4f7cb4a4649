"""Pirate Ship (first edition)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import choose_options
from engine.cards.helpers import trash_a_revealed_treasure
from engine.game.notes import Note
from engine.state_keys import player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

TOKENS = Note("Pirate Ship mat: Coin tokens, by player seat", int, 0)


class PirateShip(CardRules):
    """Choose one: each other player reveals their top 2 cards, trashes a revealed
    Treasure you choose and discards the rest, and if anyone trashed a Treasure you take
    a Coin token onto your Pirate Ship mat; or +1 coin per Coin token on your mat."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        prompt = "raid the others' Treasures, or take the coins"
        for mode in choose_options(game, player, card, prompt, ["raid", "coins"]):
            if mode == "coins":
                game.plus(player, coins=game.remembered.get(TOKENS, player.seat))
            else:
                self._raid(game, player, card)

    def _raid(self, game: Game, player: Player, card: CardInstance) -> None:
        """Each other player reveals 2 cards and trashes a Treasure of them you choose; a
        Coin token on your mat if anyone trashed one."""
        trashed = False
        for victim in game.attack_targets(player, card):
            if trash_a_revealed_treasure(game, player, victim, 2) is not None:
                trashed = True
        if trashed:
            tokens = game.remembered.get(TOKENS, player.seat) + 1
            game.remembered.set(TOKENS, tokens, player.seat)
            game.note(
                player, lambda: f"{player.name} has {tokens} Coin token(s) on the Pirate Ship mat."
            )


player_key(
    "pirate_ship",
    lambda game, player, tokens: game.remembered.set(TOKENS, tokens, player.seat),
    lambda game, player: game.remembered.get(TOKENS, player.seat),
)
