"""Haven."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import Vanilla
from engine.state_keys import Compare, ScenarioError, player_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Haven(Vanilla):
    """+1 Card, +1 Action; set a card from your hand aside face down (under this); at
    the start of your next turn, put it into your hand."""

    cards, actions = 1, 1

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        super().on_play(game, player, card)
        kept = game.choose_card(player, "set a card aside with Haven", player.hand.cards)
        if kept is None or not game.set_aside(player, kept, player.hand, "Haven"):
            return
        _back_next_turn(game, player, card, kept)


def _back_next_turn(game: Game, player: Player, haven: CardInstance, kept: CardInstance) -> None:
    """At the start of ``player``'s next turn ``kept`` goes from under ``haven`` to hand."""
    zone = player.set_aside_zone("Haven")

    def back(g: Game, p: Player) -> None:
        g.move(kept, zone, p.hand, player=p, verb="puts")

    game.next_turn_effect(player, haven, back)


def _set_aside_with_havens(game: Game, player: Player, names: list[str]) -> None:
    """Each card under one of the player's Havens in play (written ``in_play``)."""
    havens = [c for c in player.in_play.cards if c.name == "Haven"]
    if len(havens) < len(names):
        raise ScenarioError(
            f"haven: {len(names)} card(s) set aside, but {player.name} has "
            f"{len(havens)} Haven(s) in play to hold them"
        )
    for haven, name in zip(havens, names, strict=False):
        _back_next_turn(game, player, haven, game.new_card(name, player.set_aside_zone("Haven")))


def _under_havens(game: Game, player: Player) -> list[str]:
    zone = player.set_aside.get("Haven")
    return zone.names() if zone is not None else []


player_key("haven", _set_aside_with_havens, _under_havens, Compare.MULTISET)
