"""Sea Hag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.values import ZoneKind

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class SeaHag(CardRules):
    """Each other player discards the top card of their deck, then gains a Curse onto
    their deck."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        for victim in game.attack_targets(player, card):
            top = game.reveal_from_deck(victim, 1)
            if top:
                game.discard(victim, top[0], victim.revealed)
            game.gain_named(victim, "Curse", to=ZoneKind.DECK)
