"""Farmhands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import SetsAsideUntilNextTurn, until_next_turn_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Farmhands(SetsAsideUntilNextTurn):
    """+1 Card, +2 Actions. When you gain this, you may set aside an Action or Treasure
    from your hand (face up); you must play it at the start of your next turn, using no
    Action."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if c.is_a("Action") or c.is_a("Treasure")]
        kept = game.choose_card(
            player, "set aside a card to play at the start of your next turn", pool, optional=True
        )
        if kept is not None:
            self.set_aside_until_next_turn(game, player, kept, player.hand, "Farmhands")

    def at_start_of_next_turn(self, game: Game, player: Player, kept: CardInstance) -> None:
        if game.move(kept, player.set_aside_zone("Farmhands"), player.in_play, verb="puts"):
            game.play(player, kept, from_hand=False)


until_next_turn_key(
    "farmhands",
    "Farmhands",
    lambda facts: bool(facts.types & {"Action", "Treasure"}),
    "an Action or a Treasure",
)
