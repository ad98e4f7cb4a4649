"""Prince."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import cheap_plain_action

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Prince(CardRules):
    """You may set aside a non-Duration, non-Command Action card costing up to 4 coins
    from your hand. If you do, Prince stays in play and you play that card at the start
    of each of your turns, leaving it set aside."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.hand.cards if cheap_plain_action(game, c)]
        chosen = game.choose_card(player, "set aside an Action card", pool, optional=True)
        if chosen is None:
            return
        zone = player.set_aside_zone(f"Prince:{card.uid}")
        if not game.set_aside(player, chosen, player.hand, zone.label):
            return

        def replay(g: Game, p: Player, held: CardInstance = chosen, area: Zone = zone) -> None:
            if held.zone is area:
                g.play(p, held, from_hand=False)

        game.next_turn_effect(player, card, replay, persistent=True)
