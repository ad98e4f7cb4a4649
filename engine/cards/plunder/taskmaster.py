"""Taskmaster."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card import CardRules

if TYPE_CHECKING:
    from engine.game import Game, StartOfTurnEffect
    from engine.player import Player
    from engine.zones import CardInstance


def _gained_a_five(player: Player) -> bool:
    """Whether ``player`` gained a card costing exactly 5 coins (no Potion, no Debt) this
    turn, at any time in it, as it cost when gained."""
    return any(c.coins == 5 and not c.potion and not c.debt for c in player.gained_costs_on_turn)


def _ability(
    game: Game, player: Player, card: CardInstance, before: StartOfTurnEffect | None
) -> None:
    """+1 Action and +1 coin; the repeat at the start of the next turn is set up now
    (keeping the card in play, and whatever kept it with ``before``: a Throne Room) and
    dropped in Clean-up unless a card costing exactly 5 coins was gained this turn."""
    game.plus(player, actions=1, coins=1)
    holder: list[StartOfTurnEffect] = []

    def repeat(g: Game, p: Player) -> None:
        g.note(p, lambda: "Taskmaster repeats its ability.")
        _ability(g, p, card, holder[0])

    effect = game.next_turn_effect(player, card, repeat)
    if before is not None:
        effect.keeps.extend(k for k in before.keeps if k not in effect.keeps)
    holder.append(effect)


class Taskmaster(CardRules):
    """+1 Action, +1 coin; if you gain a card costing exactly 5 coins this turn (before or
    after playing it), at the start of your next turn this ability happens again."""

    plus_coins_in_text = True
    remembers_gain_costs = True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        _ability(game, player, card, None)

    def at_start_of_cleanup(self, game: Game, player: Player, card: CardInstance) -> None:
        if not _gained_a_five(player):
            game.drop_next_turn_effects(player, card)
