"""Pixie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import BOONS, Boon, resolve_boon, turn_over_boon

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Pixie(CardRules):
    """+1 Card, +1 Action; discard the top Boon; you may trash this to receive that Boon
    twice (a Boon kept until Clean-up goes in front of you, received twice)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, cards=1, actions=1)
        boon = turn_over_boon(game, player)
        if boon is None or boon.zone is None:
            return
        shared = game.shared_decks[BOONS]
        game.move(boon, boon.zone, shared.discard, player=player, verb="discards")
        if card.zone is not player.in_play:
            return
        if not game.may(player, f"trash Pixie to receive {boon.name} twice"):
            return
        if game.trash_card(player, card, player.in_play):
            rules = game.rules_of(boon)
            kept = isinstance(rules, Boon) and rules.kept_until_cleanup
            for _ in range(2):
                resolve_boon(game, player, boon, leave=not kept)
