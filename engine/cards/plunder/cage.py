"""Cage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import stop_waiting, wait_in_play
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

RELEASED: Note[frozenset[str]] = Note(
    "Cage areas emptied into hand at end of turn", frozenset, frozenset()
)
"""The set-aside areas (``"<player>|<label>"``) whose cards go to hand at the end of this
turn: their Cage was trashed this turn."""


def _label(card: CardInstance) -> str:
    return f"Cage:{card.uid}"


class Cage(CardRules):
    """Set aside up to 4 cards from your hand face down (on this). The next time you gain
    a Victory card, trash this, and put the set-aside cards into your hand at end of turn
    (after drawing the next hand). The area is labelled with the card's name and uid (the
    ``holding`` key)."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        wait_in_play(game, player, card, "Cage")
        return True

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) > 4:
            return False
        game.new_cards(names, player.set_aside_zone(_label(card)))
        return self.wait_for_next_turn(game, player, card)

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        chosen = game.choose_cards(
            player, "set aside up to 4 cards face down (Cage)", player.hand.cards, 0, 4
        )
        for c in chosen:
            game.set_aside(player, c, player.hand, _label(card))
        self.wait_for_next_turn(game, player, card)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        if not gained.is_a("Victory") or not stop_waiting(player, card, "Cage"):
            return
        game.trash_card(player, card, player.in_play)
        released = game.this_turn.get(RELEASED) | {f"{player.name}|{_label(card)}"}
        game.this_turn.set(RELEASED, released)
        current = game.current
        if "Cage" not in current.lasting_this_turn:
            current.lasting_this_turn.append("Cage")

    def at_end_of_turn(self, game: Game, player: Player) -> None:
        released: frozenset[str] = game.this_turn.get(RELEASED)
        for key in sorted(released):
            name, label = key.split("|", 1)
            owner = game.player(name)
            area = owner.set_aside.get(label)
            if area is not None:
                for c in list(area.cards):
                    game.move(c, area, owner.hand, player=owner, verb="puts")
        game.this_turn.set(RELEASED, frozenset())
