"""Crypt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


class Crypt(CardRules):
    """Set aside any number of Treasures you have in play, face down under
    this; while any remain, at the start of each of your turns, put one into your hand.
    Crypt stays in play until the turn its last card comes back."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        pool = [c for c in player.in_play.cards if c.is_a("Treasure")]
        chosen = game.choose_cards(player, "set aside Treasures under Crypt", pool, 0, len(pool))
        label = f"{card.name}:{card.uid}"
        for c in chosen:
            game.set_aside(player, c, player.in_play, label)
        area = player.set_aside_zone(label)
        if area.cards:
            _return_one_each_turn(game, player, card, area)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if not names or any("Treasure" not in game.catalog[n].types for n in names):
            return False
        area = player.set_aside_zone(f"{card.name}:{card.uid}")
        game.new_cards(names, area)
        _return_one_each_turn(game, player, card, area)
        return True


def _return_one_each_turn(game: Game, player: Player, card: CardInstance, area: Zone) -> None:
    """At the start of each of ``player``'s turns, one card of ``area`` (their choice)
    goes to their hand; after the last, Crypt no longer stays in play."""

    def one_back(g: Game, p: Player) -> None:
        chosen = g.choose_card(p, "put a card from Crypt into your hand", area.cards)
        if chosen is not None:
            g.move(chosen, area, p.hand, verb="puts")
        if not area.cards:
            p.start_of_turn = [e for e in p.start_of_turn if e is not effect]

    effect = game.next_turn_effect(player, card, one_back, persistent=True)
