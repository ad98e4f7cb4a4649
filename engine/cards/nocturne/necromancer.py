"""Necromancer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

ZOMBIES = ("Zombie Apprentice", "Zombie Mason", "Zombie Spy")
"""The cards put into the trash when a game with Necromancer is set up."""

FACE_DOWN: Note[frozenset[int]] = Note(
    "cards in the trash Necromancer turned face down", frozenset, frozenset()
)
"""This turn: the uids of the cards in the trash that Necromancer played (face down)."""


class Necromancer(CardRules):
    """Play a face-up, non-Duration Action card from the trash, leaving it there and
    turning it face down for the turn. The Zombies start the game in the trash."""

    def at_setup(self, game: Game) -> None:
        for name in ZOMBIES:
            pile = game.home_pile(name)
            if pile is not None and pile.cards:
                game.move(pile.cards[0], pile, game.trash, verb="puts")

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        face_down = game.this_turn.get(FACE_DOWN)
        pool = [
            c
            for c in game.trash.cards
            if c.is_a("Action") and not c.is_a("Duration") and c.uid not in face_down
        ]
        chosen = game.choose_card(player, "play an Action card from the trash", pool)
        if chosen is None:
            return
        game.this_turn.set(FACE_DOWN, face_down | {chosen.uid})
        game.note(player, lambda: f"{chosen.name} is turned face down in the trash.")
        game.play(player, chosen, from_hand=False, by=card)


def _apply_face_down(game: Game, player: Player, names: list[str]) -> None:
    face_down: frozenset[int] = game.this_turn.get(FACE_DOWN)
    marked = set(face_down)
    for name in names:
        card = next((c for c in game.trash.cards if c.name == name and c.uid not in marked), None)
        if card is None:
            raise ScenarioError(f"face_down: there is no {name} in the trash to turn face down")
        marked.add(card.uid)
    game.this_turn.set(FACE_DOWN, frozenset(marked))


def _read_face_down(game: Game, player: Player) -> list[str]:
    marked = game.this_turn.get(FACE_DOWN)
    return sorted(c.name for c in game.trash.cards if c.uid in marked)


game_key("face_down", _apply_face_down, _read_face_down, Compare.MULTISET)
