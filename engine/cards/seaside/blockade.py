"""Blockade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import affects_every_other, costs_up_to, note_affected, still_affects
from engine.values import up_to

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


def _area(player: Player, card: CardInstance) -> Zone:
    return player.set_aside_zone(f"Blockade:{card.uid}")


def _to_hand_next_turn(
    game: Game, player: Player, blockade: CardInstance, gained: CardInstance
) -> None:
    """At the start of ``player``'s next turn ``gained`` goes from its area to hand."""
    area = _area(player, blockade)

    def to_hand(g: Game, p: Player) -> None:
        g.move(gained, area, p.hand, player=p, verb="puts")

    game.next_turn_effect(player, blockade, to_hand)


class Blockade(CardRules):
    """Gain a card costing up to 4 coins, setting it aside. At the start of your next
    turn, put it into your hand. While it is set aside, when another player gains a copy
    of it on their turn, they gain a Curse."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        note_affected(game, player, card)
        area = _area(player, card)
        gained = game.choose_and_gain(
            player,
            "gain a card costing up to 4 coins, set aside",
            costs_up_to(game, up_to(4)),
            area,
        )
        if gained is not None and gained.zone is area:
            _to_hand_next_turn(game, player, card, gained)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1:
            return False
        affects_every_other(game, player, card)
        _to_hand_next_turn(game, player, card, game.new_card(names[0], _area(player, card)))
        return True

    def while_in_play_when_any_gains(
        self, game: Game, owner: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if gainer is owner or gainer is not game.current:
            return
        if not still_affects(game, owner, card, gainer):
            return
        # one Curse per set-aside copy (a Blockade played twice sets aside two cards)
        for _ in [c for c in _area(owner, card).cards if c.name == gained.name]:
            game.gain_named(gainer, "Curse")
