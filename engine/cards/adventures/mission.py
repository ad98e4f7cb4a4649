"""Mission."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.state_keys import extra_turn_card, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Mission(CardRules):
    """An Event, once per turn: if the previous turn wasn't yours, take another turn
    after this one, in which you can't buy cards."""

    def may_not_buy_this(self, game: Game, player: Player) -> bool:
        return "Mission" in player.bought

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        if game.previous_turn is player:
            game.note(player, lambda: "The previous turn was theirs: Mission gives no turn.")
            return
        game.take_extra_turn(player, label="Mission", buys_cards=False)


extra_turn_card("Mission", buys_cards=False)


def _apply_may_buy_cards(game: Game, player: Player, value: bool) -> None:
    """A turn in progress in which no cards may be bought (Mission's), or a normal one."""
    game.may_buy_cards = value


game_key("may_buy_cards", _apply_may_buy_cards, lambda g, p: g.may_buy_cards)
