"""Encampment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_ASIDE = "Encampment"
"""The area where Encampments wait to return to the Supply."""


class Encampment(CardRules):
    """+2 Cards, +2 Actions. You may reveal a Gold or a Plunder from your hand; if you
    do not, set this aside, and return it to the Supply at the start of Clean-up."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=2, actions=2)
        pool = [c for c in player.hand.cards if c.name in ("Gold", "Plunder")]
        shown = game.choose_card(
            player, "reveal a Gold or a Plunder to keep Encampment", pool, optional=True
        )
        if shown is not None:
            game.reveal(player, shown)
            return
        game.set_aside(player, card, player.in_play, _ASIDE)

    def at_start_of_cleanup_this_turn(self, game: Game, player: Player) -> None:
        zone = player.set_aside.get(_ASIDE)
        if zone is not None:
            for card in list(zone.cards):
                game.return_to_pile(player, card, zone)
