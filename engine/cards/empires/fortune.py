"""Fortune."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

DOUBLED = Note("players whose coins a Fortune has doubled this turn", frozenset, frozenset[str]())


class Fortune(CardRules):
    """A Treasure: +1 Buy; the first time you play one in a turn, double your coins.
    When you gain it, gain a Gold for each Gladiator you have in play."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        doubled = game.this_turn.get(DOUBLED)
        if player.name in doubled:
            game.note(player, lambda: f"{player.name} has already doubled their coins this turn.")
            return
        game.this_turn.set(DOUBLED, doubled | {player.name})
        game.plus(player, coins=player.coins)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        for _ in [c for c in player.in_play.cards if c.name == "Gladiator"]:
            game.gain_named(player, "Gold")
