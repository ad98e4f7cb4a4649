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
        if game.set_aside(player, chosen, player.hand, zone.label):
            _play_each_turn(game, player, card, zone, chosen)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1 or "Action" not in game.catalog[names[0]].types:
            return False
        zone = player.set_aside_zone(f"Prince:{card.uid}")
        _play_each_turn(game, player, card, zone, game.new_card(names[0], zone))
        return True


def _play_each_turn(
    game: Game, player: Player, prince: CardInstance, zone: Zone, held: CardInstance
) -> None:
    """At the start of each of ``player``'s turns, ``held`` is played from ``zone``."""

    def replay(g: Game, p: Player) -> None:
        if held.zone is zone:
            g.play(p, held, from_hand=False)

    game.next_turn_effect(player, prince, replay, persistent=True)
