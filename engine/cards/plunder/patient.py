"""Patient."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.helpers import SetsAsideUntilNextTurn, play_where_it_is, until_next_turn_key
from engine.cards.plunder._traits import Trait

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

LABEL = "Patient"


class Patient(Trait, SetsAsideUntilNextTurn):
    """A Trait: at the start of your Clean-up, you may set aside cards from its pile from
    your hand, to play them at the start of your next turn (in the order you choose)."""

    def landscape_at_start_of_cleanup(self, game: Game, player: Player) -> None:
        mine = [c for c in player.hand.cards if self.marks(game, c)]
        if not mine:
            return
        chosen = game.choose_cards(
            player, "set aside Patient cards to play next turn", mine, 0, len(mine)
        )
        for card in chosen:
            self.set_aside_until_next_turn(game, player, card, player.hand, LABEL)

    def wait_set_aside(self, game: Game, player: Player, kept: CardInstance, label: str) -> None:
        """One start-of-turn effect plays every Patient card set aside, in chosen order."""
        zone = player.set_aside_zone(label)
        if any(e.label == LABEL for e in player.start_of_turn):
            return

        def run(g: Game, p: Player) -> None:
            while zone.cards:
                card = g.choose_card(p, "play a Patient card you set aside", zone.cards)
                if card is None or not play_where_it_is(g, p, card, zone):
                    return

        game.next_turn_effect(player, kept, run, label=LABEL, keep=False)


until_next_turn_key("patient", LABEL)
