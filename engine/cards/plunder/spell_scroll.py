"""Spell Scroll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SpellScroll(CardRules):
    """A Loot: trash this to gain a cheaper card; if it is an Action or Treasure, you
    may play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        cost = game.cost(card)
        if not game.trash_card(player, card, player.in_play):
            return
        gained = game.choose_and_gain(
            player,
            f"gain a card costing less than {cost.text()}",
            lambda c: game.cost(c).less_than(cost),
        )
        if gained is None or not (gained.is_a("Action") or gained.is_a("Treasure")):
            return
        where = game.gained_where(gained)
        if where is None or where.owner is not player:
            return
        if game.may(player, f"play {gained.name}") and game.move(
            gained, where, player.in_play, verb="puts"
        ):
            game.play(player, gained, from_hand=False)
