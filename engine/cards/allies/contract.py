"""Contract."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Contract(CardRules):
    """A Treasure: 2 coins, +1 Favor. You may set aside an Action card from your hand to
    play it at the start of your next turn."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2, favors=1)
        actions = [c for c in player.hand.cards if c.is_a("Action")]
        chosen = game.choose_card(player, "set aside an Action to play next turn", actions, True)
        label = f"Contract:{card.uid}"
        if chosen is None or not game.set_aside(player, chosen, player.hand, label):
            return
        _play_next_turn(game, player, card, player.set_aside_zone(label), chosen)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1 or "Action" not in game.catalog[names[0]].types:
            return False
        area = player.set_aside_zone(f"Contract:{card.uid}")
        _play_next_turn(game, player, card, area, game.new_card(names[0], area))
        return True


def _play_next_turn(
    game: Game, player: Player, contract: CardInstance, area: Zone, chosen: CardInstance
) -> None:
    """At the start of ``player``'s next turn ``chosen`` is played from ``area``."""

    def play_it(g: Game, p: Player) -> None:
        if g.move(chosen, area, p.in_play, player=p, verb="puts"):
            g.play(p, chosen, from_hand=False)

    game.next_turn_effect(player, contract, play_it)
