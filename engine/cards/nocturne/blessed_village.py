"""Blessed Village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import kept_zone, resolve_boon, turn_over_boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class BlessedVillage(CardRules):
    """+1 Card, +2 Actions. When you gain this, take a Boon; receive it now or at the
    start of your next turn (it waits in front of you meanwhile)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=2)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        boon = turn_over_boon(game, player)
        if boon is None or boon.zone is None:
            return
        waiting = kept_zone(game, player)
        if not game.move(boon, boon.zone, waiting, player=player, verb="takes"):
            return
        if game.may(player, f"receive {boon.name} now (else at the start of your next turn)"):
            resolve_boon(game, player, boon)
            return

        def receive_it(g: Game, p: Player) -> None:
            if boon.zone is waiting:
                resolve_boon(g, p, boon)

        game.next_turn_effect(player, card, receive_it, label=f"receive {boon.name}", keep=False)
