"""Estate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

_INHERITED = frozenset({"Action", "Command"})
_NONE: frozenset[str] = frozenset()


class Estate(CardRules):
    """Worth one victory point. (With Inheritance: during the turns of a player whose
    Estate token is on a card, Estates are also Command Action cards that play that card,
    leaving it where it is.)"""

    victory = 1

    def types_during_turn(self, game: Game, current: Player) -> frozenset[str]:
        return _INHERITED if current.estate_token_on is not None else _NONE

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        inherited = player.estate_token_on
        if inherited is not None:
            game.play(player, inherited, from_hand=False, by=card)
