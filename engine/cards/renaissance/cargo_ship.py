"""Cargo Ship."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import to_hand_next_turn
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_WAITING = Note("Cargo Ships waiting for a gain this turn", tuple, tuple[int, ...]())
"""The uids of the Cargo Ships played this turn that have not set a card aside yet, once
for each play (Throne Room's Cargo Ship may set two aside)."""


class CargoShip(CardRules):
    """+2 coins. Once this turn, when you gain a card, you may set it aside face up (on
    this); at the start of your next turn, put it into your hand."""

    plus_coins_in_text = True
    moves_gained_card = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        game.this_turn.set(_WAITING, (*game.this_turn.get(_WAITING), card.uid))

    def after_gain_this_turn(self, game: Game, player: Player, gained: CardInstance) -> None:
        waiting: tuple[int, ...] = game.this_turn.get(_WAITING)
        ships = [c for c in player.in_play.cards if c.name == "Cargo Ship" and c.uid in waiting]
        where = game.gained_where(gained)
        if not ships or where is None:
            return
        if not game.may(player, f"set {gained.name} aside on Cargo Ship"):
            return
        ship = ships[0]
        rest = list(waiting)
        rest.remove(ship.uid)
        game.this_turn.set(_WAITING, tuple(rest))
        label = f"Cargo Ship:{ship.uid}:{waiting.count(ship.uid)}"
        if game.set_aside(player, gained, where, label):
            to_hand_next_turn(game, player, ship, player.set_aside_zone(label), "Cargo Ship")

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1:
            return False
        area = player.set_aside_zone(f"Cargo Ship:{card.uid}:1")
        game.new_cards(names, area)
        to_hand_next_turn(game, player, card, area, "Cargo Ship")
        return True
