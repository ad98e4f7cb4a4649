"""Corsair."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

VICTIMS: Note[frozenset[str]] = Note("players a Corsair affects", frozenset, frozenset())
"""For each Corsair (by uid): the players its Attack affects, until its owner's next turn."""
FIRST: Note[int] = Note("first Silver or Gold played this turn", int, 0)
"""For each player (by seat + 1): the uid of the first Silver or Gold they played this turn."""


class Corsair(CardRules):
    """+2 coins; at the start of your next turn, +1 Card. Until then, each other player
    trashes the first Silver or Gold they play each turn."""

    plus_coins_in_text = True

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        # written in play it affects every other player; a play then says whom it does
        game.remembered.set(VICTIMS, frozenset(p.name for p in game.others(player)), card.uid)

        def next_turn(g: Game, p: Player) -> None:
            g.remembered.set(VICTIMS, frozenset(), card.uid)
            g.plus(p, cards=1)

        game.next_turn_effect(player, card, next_turn)
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        self.wait_for_next_turn(game, player, card)
        victims = frozenset(p.name for p in game.attack_targets(player, card))
        game.remembered.set(VICTIMS, victims, card.uid)

    def when_another_plays(
        self, game: Game, owner: Player, card: CardInstance, player: Player, played: CardInstance
    ) -> None:
        if played.name not in ("Silver", "Gold"):
            return
        first = game.this_turn.get(FIRST, player.seat + 1)
        if not first:
            game.this_turn.set(FIRST, played.uid, player.seat + 1)
        elif first != played.uid:
            return
        if player.name in game.remembered.get(VICTIMS, card.uid) and played.zone is player.in_play:
            game.trash_card(player, played, player.in_play)
