"""Temple."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import pile_tokens
from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Temple(CardRules):
    """A Gathering card: +1 VP token; trash from 1 to 3 differently named cards from your
    hand; add 1 VP to the Temple pile. When you gain it, take the VP from its pile."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, vp_tokens=1)
        chosen: list[CardInstance] = []
        for n in range(3):
            names = {c.name for c in chosen}
            pool = [c for c in player.hand.cards if c.name not in names and c not in chosen]
            prompt = "trash a card" if n == 0 else "trash another, differently named card"
            pick = game.choose_card(player, prompt, pool, optional=n > 0)
            if pick is None:
                break
            chosen.append(pick)
        game.trash_together(player, [(c, player.hand) for c in chosen])
        pile_tokens.put(game, "Temple", 1)

    def on_gain(self, game: Game, player: Player, card: CardInstance) -> None:
        pile_tokens.take(game, player, "Temple")
