"""Border Guard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.cards.helpers import discard_revealed
from engine.decisions import ChooseMode
from engine.game.notes import Note

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance

HORN_USED = Note("the Horn was used this turn", bool, False)
"""True once the Horn has put a Border Guard onto its owner's deck this turn."""


class BorderGuard(CardRules):
    """+1 Action. Reveal the top 2 cards of your deck (3 with the Lantern); put one into
    your hand and discard the rest. If they were all Actions, take the Lantern or the
    Horn (with the Lantern: you may take the Horn)."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, actions=1)
        count = 3 if game.has_artifact(player, "Lantern") else 2
        shown = game.reveal_from_deck(player, count)
        kept = game.choose_card(player, "put a card into your hand", shown)
        if kept is not None:
            game.move(kept, player.revealed, player.hand, player=player, verb="puts")
        discard_revealed(game, player, shown)
        if len(shown) < count or not all(c.is_a("Action") for c in shown):
            return
        if count == 3:
            if game.may(player, "take the Horn"):
                game.take_artifact("Horn", player)
            return
        mode = game.decide(ChooseMode(player, "take an Artifact", ["lantern", "horn"]))
        game.take_artifact("Lantern" if mode == "lantern" else "Horn", player)

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if (
            game.has_artifact(player, "Horn")
            and player is game.current
            and not game.this_turn.get(HORN_USED)
            and card.zone is player.discard
            and game.may(player, "put Border Guard onto your deck (the Horn)")
        ):
            game.this_turn.set(HORN_USED, True)
            game.topdeck(player, card, player.discard)

    def acts_when_discarded_from_play(self, game: Game) -> bool:
        return "Horn" in game.artifacts
