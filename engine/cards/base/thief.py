"""Thief."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


class Thief(CardRules):
    """Each other player reveals their top two cards and trashes a Treasure among them
    that you choose; you may gain any of the trashed cards; the rest are discarded."""

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        trashed: list[CardInstance] = []
        for victim in game.attack_targets(player, card):
            shown = game.reveal_from_deck(victim, 2)
            pool = [c for c in shown if c.is_a("Treasure")]
            chosen = game.choose_card(
                player, f"choose a Treasure of {victim.name}'s to trash", pool
            )
            if chosen is not None and game.trash_card(victim, chosen, victim.revealed):
                trashed.append(chosen)
            for c in shown:
                if c.zone is victim.revealed:
                    game.discard(victim, c, victim.revealed)
        for c in game.choose_cards(
            player, "gain any of the trashed cards", trashed, 0, len(trashed)
        ):
            game.gain(player, c, game.trash)
