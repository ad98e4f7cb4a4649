"""Garrison."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


PLAYS = Note("Garrison plays from play this turn", int, 0)
"""How many times this turn a Garrison was played while in play, by the card's uid."""
TOKENS = Note("tokens on Garrison", int, 0)
"""The tokens on a Garrison in play, by the card's uid."""


class Garrison(CardRules):
    """+2 coins. This turn, when you gain a card, add a token here. At the start of
    your next turn, remove them for +1 Card each."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=2)
        if card.zone is player.in_play:
            game.this_turn.set(PLAYS, game.this_turn.get(PLAYS, card.uid) + 1, card.uid)

    def while_in_play_when_owner_gains(
        self, game: Game, player: Player, card: CardInstance, gained: CardInstance
    ) -> None:
        plays = game.this_turn.get(PLAYS, card.uid)
        if not plays or card.zone is not player.in_play:
            return
        before = game.remembered.get(TOKENS, card.uid)
        game.remembered.set(TOKENS, before + plays, card.uid)
        game.note(player, lambda: f"Garrison has {before + plays} tokens.")
        if before:
            return

        def draw(g: Game, p: Player) -> None:
            tokens = g.remembered.get(TOKENS, card.uid) if card.zone is p.in_play else 0
            g.remembered.set(TOKENS, 0, card.uid)
            g.plus(p, cards=tokens)

        game.next_turn_effect(player, card, draw)
