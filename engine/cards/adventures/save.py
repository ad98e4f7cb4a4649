"""Save."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Save(CardRules):
    """An Event, once per turn: +1 Buy; set aside a card from your hand face down; at the
    end of the turn, after drawing, put it into your hand."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Save" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        game.plus(player, buys=1)
        kept = game.choose_card(player, "set a card aside with Save", player.hand.cards)
        if kept is None or not game.set_aside(player, kept, player.hand, "Save"):
            return
        if "Save" not in player.lasting_this_turn:
            player.lasting_this_turn.append("Save")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        zone = player.set_aside_zone("Save")
        for c in list(zone.cards):
            game.move(c, zone, player.hand, player=player, verb="puts")
