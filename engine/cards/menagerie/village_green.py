"""Village Green."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import play_where_it_is

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class VillageGreen(CardRules):
    """Either now or at the start of your next turn (chosen at each play): +1 Card and
    +2 Actions. When you discard this other than in Clean-up, you may reveal it to play
    it."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if game.may(player, "take Village Green's +1 Card and +2 Actions now (no: next turn)"):
            game.plus(player, cards=1, actions=2)
        else:
            game.next_turn_effect(player, card, lambda g, p: g.plus(p, cards=1, actions=2))

    def when_discarded_outside_cleanup(
        self, game: Game, player: Player, card: CardInstance
    ) -> None:
        if card.zone is not player.discard:
            return
        if game.may(player, "reveal Village Green to play it"):
            game.reveal(player, card)
            play_where_it_is(game, player, card, player.discard)
