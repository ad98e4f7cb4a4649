"""Druid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.fate import BOONS, resolve_boon
from engine.state_keys import Compare, game_key
from engine.values import ZoneKind
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

DRUIDS_BOONS = "Druid's Boons"


class Druid(CardRules):
    """+1 Buy; receive one of the three Boons set aside for Druid at set-up (the top
    three of the Boon deck), leaving it there."""

    def at_setup(self, game: Game) -> None:
        shared = game.shared_decks.get(BOONS)
        if shared is None or DRUIDS_BOONS in shared.set_aside:
            return
        area = shared.set_aside[DRUIDS_BOONS] = Zone(ZoneKind.NON_SUPPLY, label=DRUIDS_BOONS)
        for boon in list(shared.deck.cards[:3]):
            game.move(boon, shared.deck, area, verb="sets aside")

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, buys=1)
        shared = game.shared_decks.get(BOONS)
        area = shared.set_aside.get(DRUIDS_BOONS) if shared is not None else None
        if area is None:
            return
        boon = game.choose_card(player, "receive one of Druid's Boons", area.cards)
        if boon is not None:
            resolve_boon(game, player, boon, leave=True)


def _druids_boons(game: Game, player: Player) -> list[str]:
    shared = game.shared_decks.get(BOONS)
    area = shared.set_aside.get(DRUIDS_BOONS) if shared is not None else None
    return area.names() if area is not None else []


game_key("druid_boons", None, _druids_boons, Compare.MULTISET)
