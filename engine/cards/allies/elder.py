"""Elder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.choosing import allow_an_extra_option

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Elder(CardRules):
    """A Townsfolk: +2 coins. You may play an Action card from your hand; this turn,
    whenever that card gives you a choice among listed options ("choose one"), you may
    choose one extra, different option (:mod:`engine.cards.choosing`)."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        pool = game.playable_from_hand(player, lambda c: c.is_a("Action"))
        target = game.choose_card(player, "play an Action card", pool, optional=True)
        if target is None:
            return
        target = game.where_to_play_from(player, target)
        allow_an_extra_option(game, target)
        game.play(player, target, from_hand=True, by=card)
