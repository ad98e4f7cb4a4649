"""Settlers and Bustling Village: draw, then take a named card from the discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class TakesFromDiscard(CardRules):
    """+1 Card and ``actions`` Actions; then the player looks through their discard pile
    and may reveal a card named ``takes`` there and put it into their hand."""

    actions: ClassVar[int] = 0
    takes: ClassVar[str] = ""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=self.actions)
        game.note(player, lambda: f"{player.name} looks through their discard pile.")
        pool = [c for c in player.discard.cards if c.name == self.takes]
        found = game.choose_card(
            player, f"reveal a {self.takes} from your discard pile and take it", pool, True
        )
        if found is not None:
            game.reveal(player, found)
            game.move(found, player.discard, player.hand, player=player, verb="puts")
