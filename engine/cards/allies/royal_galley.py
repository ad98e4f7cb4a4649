"""Royal Galley."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class RoyalGalley(CardRules):
    """+1 Card. You may play a non-Duration Action card from your hand. Set it aside; if
    you did, then at the start of your next turn, play it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1)
        pool = [c for c in player.hand.cards if c.is_a("Action") and not c.is_a("Duration")]
        target = game.choose_card(player, "play a non-Duration Action card", pool, True)
        if target is None:
            return
        game.play(player, target, from_hand=True, by=card)
        label = f"Royal Galley:{card.uid}"
        if not game.set_aside(player, target, player.in_play, label):
            return
        _play_next_turn(game, player, card, player.set_aside_zone(label), target)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1 or "Action" not in game.catalog[names[0]].types:
            return False
        area = player.set_aside_zone(f"Royal Galley:{card.uid}")
        _play_next_turn(game, player, card, area, game.new_card(names[0], area))
        return True


def _play_next_turn(
    game: Game, player: Player, galley: CardInstance, area: Zone, target: CardInstance
) -> None:
    """At the start of ``player``'s next turn ``target`` is played from ``area``."""

    def play_again(g: Game, p: Player) -> None:
        if g.move(target, area, p.in_play, player=p, verb="puts"):
            g.play(p, target, from_hand=False)

    game.next_turn_effect(player, galley, play_again)
