"""Noble Brigand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance


def _brigand_attack(game: Game, player: Player, victims: Sequence[Player]) -> None:
    for victim in victims:
        shown = game.reveal_from_deck(victim, 2)
        pool = [c for c in shown if c.name in ("Silver", "Gold")]
        chosen = game.choose_card(
            player, f"choose a Silver or Gold of {victim.name}'s to trash", pool
        )
        if chosen is not None and game.trash_card(victim, chosen, victim.revealed):
            game.gain(player, chosen, game.trash)
        for c in shown:
            if c.zone is victim.revealed:
                game.discard(victim, c, victim.revealed)
        if not any(c.is_a("Treasure") for c in shown):
            game.gain_named(victim, "Copper")


class NobleBrigand(CardRules):
    """+1 coin. When you buy or play it, each other player reveals their top two cards,
    trashes a Silver or Gold among them that you choose (you gain it), discards the rest,
    and gains a Copper if they revealed no Treasure."""

    plus_coins_in_text = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        game.plus(player, coins=1)
        _brigand_attack(game, player, game.attack_targets(player, card))

    def on_buy(self, game: Game, player: Player, card: CardInstance | None) -> None:
        _brigand_attack(game, player, game.others(player))
