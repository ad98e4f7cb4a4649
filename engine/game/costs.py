"""Costs: the one :meth:`Costs.cost`, with only the cost changers in this game (and the
current player's -2 Cost token, Ferry's), and whether a player can pay."""

from __future__ import annotations

from collections.abc import Iterable

from engine.catalog import CardFacts
from engine.game.moves import Moves
from engine.player import Player
from engine.values import Cost, Phase, PileToken
from engine.zones import CardInstance

__all__ = ["COST_TOKEN_REDUCTION", "Costs"]

_COST_TOKEN = PileToken.COST  # bound once: read on every cost

COST_TOKEN_REDUCTION = 2
"""How much cheaper the -2 Cost token makes the cards of its pile on its owner's turns."""

_BUY_PHASE = Phase.BUY  # bound once: enum attribute reads are slow on Python 3.11


class Costs(Moves):
    """What cards cost now, and paying for them."""

    __slots__ = ()

    def cost(self, card: CardInstance | CardFacts) -> Cost:
        """What a card costs now, after every cost reduction in effect. Events and other
        landscapes are not cards, so reductions of "cards" leave them alone."""
        facts = card.facts if isinstance(card, CardInstance) else card
        hooks = self.hooks
        if not (self.cost_reduction or hooks.changing_costs or self.cost_tokens_out):
            return facts.cost  # (most games: nothing changes costs)
        if facts.landscape or not (
            self.cost_reduction
            or hooks.reduces_costs_by
            or hooks.reduces_costs_in_game
            or (hooks.reduces_costs_on_owners_turns and self.current.projects)
            or facts.name in hooks.own_cost_reduction
            or facts.name in hooks.own_cost
            or (self.cost_tokens_out and _COST_TOKEN in self.current.pile_tokens)
        ):
            return facts.cost
        known = self._current_costs().get(facts.name)
        return known if known is not None else self._work_out_cost(facts)

    def printed_costs_hold(self) -> bool:
        """True when every card costs what it says: no reduction this turn, no card in the
        game that changes costs, and no -2 Cost token of the current player's."""
        hooks = self.hooks
        if not (self.cost_reduction or hooks.changing_costs or self.cost_tokens_out):
            return True  # (most games: nothing changes costs)
        return not (
            self.cost_reduction
            or hooks.reduces_costs_by
            or hooks.reduces_costs_in_game
            or (hooks.reduces_costs_on_owners_turns and self.current.projects)
            or hooks.own_cost_reduction
            or hooks.own_cost
            or (self.cost_tokens_out and _COST_TOKEN in self.current.pile_tokens)
        )

    def costs_of(self, cards: Iterable[CardInstance]) -> list[Cost]:
        """What each of ``cards`` costs now, as :meth:`cost` says (for many cards at once:
        what changes costs is looked at once)."""
        if self.printed_costs_hold():
            return [c.facts.cost for c in cards]
        known = self._current_costs()
        if not (
            self.cost_reduction
            or self._reducers_in_play
            or self._cost_token_pile()
            or self.hooks.reduces_costs_on_owners_turns
            or self.hooks.reduces_costs_in_game
        ):
            # only cards that change their own cost (Peddler) can cost other than printed
            own = self.hooks.changing_own_cost
            return [self.cost(c) if c.name in own else c.facts.cost for c in cards]
        return [
            cost if (cost := known.get(c.name)) is not None else self._work_out_cost(c.facts)
            for c in cards
        ]

    def _current_costs(self) -> dict[str, Cost]:
        """The costs worked out so far that still hold. Cost changers read only the cards
        in play, the phase and the turn: while none of those has changed (nor Bridge's
        reduction, nor the pile the current player's -2 Cost token is on), a cost worked
        out once still holds, and so do the cards in play that change costs."""
        key = (
            self.moves_made,
            self.cost_reduction,
            self.phase,
            self.current,
            self.current.pile_tokens.get(_COST_TOKEN) if self.cost_tokens_out else None,
        )
        if key != self._costs_key:
            self._costs_key = key
            self._costs.clear()
            reducers = self.hooks.reduces_costs_by
            self._reducers_in_play = (
                [(p, c) for p in self.players for c in p.in_play.cards if c.name in reducers]
                if reducers
                else []
            )
        return self._costs

    def _work_out_cost(self, facts: CardFacts) -> Cost:
        """Work out what ``facts``'s card costs now and remember it (until the key of
        :meth:`_current_costs` changes; it is called after that method)."""
        if facts.landscape:
            return facts.cost
        if facts.name in self.hooks.own_cost:
            same = self.rules[facts.name].own_cost(self.as_game())
            if same is not None:
                self._costs[facts.name] = same
                return same
        reduction = self.cost_reduction
        if self._reducers_in_play:
            game = self.as_game()
            for owner, c in self._reducers_in_play:
                reduction += self.rules[c.name].reduces_costs_by(game, owner, facts)
        if facts.name in self.hooks.own_cost_reduction:
            reduction += self.rules[facts.name].own_cost_reduction(self.as_game())
        if self.hooks.reduces_costs_on_owners_turns and not self.over:
            game = self.as_game()
            for name in self.current.projects:
                if name in self.hooks.reduces_costs_on_owners_turns:
                    reduction += self.rules[name].reduces_costs_on_owners_turns(game, facts)
        if self.hooks.reduces_costs_in_game:
            game = self.as_game()
            for name in self.hooks.reduces_costs_in_game:
                reduction += self.rules[name].reduces_costs_in_game(game, facts)
        token_pile = self._cost_token_pile()
        if token_pile is not None and self.catalog.pile_of(facts.name) == token_pile:
            reduction += COST_TOKEN_REDUCTION
        cost = facts.cost.reduced(reduction) if reduction else facts.cost
        self._costs[facts.name] = cost
        return cost

    def spendable_coins(self, player: Player) -> int:
        """The coins ``player`` could pay with now: their coins, and in the Buy phase
        their Coffers too (each spent for 1 coin when a purchase needs it)."""
        if player.coffers and self.phase is _BUY_PHASE:
            return player.coins + player.coffers
        return player.coins

    def _cost_token_pile(self) -> str | None:
        """The pile the current player's -2 Cost token is on, if any."""
        return self.current.pile_tokens.get(_COST_TOKEN) if self.cost_tokens_out else None

    def set_pile_token(self, player: Player, token: PileToken, pile: str) -> None:
        """Put ``player``'s ``token`` on the Supply pile ``pile`` (from wherever it was)."""
        player.pile_tokens[token] = pile
        if token is _COST_TOKEN:
            self.cost_tokens_out = True

    def can_afford(self, player: Player, card: CardInstance | CardFacts) -> bool:
        """True when ``player`` can pay for ``card`` now (:meth:`why_not_affordable`
        says why not)."""
        coins = player.coins
        if player.coffers and self.phase is _BUY_PHASE:  # spendable_coins, inline
            coins += player.coffers
        if player.debt > coins:
            return False
        cost = self.cost(card)
        return cost.coins <= coins - player.debt and cost.potion <= player.potions

    def why_not_affordable(self, player: Player, card: CardInstance | CardFacts) -> str | None:
        """Why ``player`` cannot pay for ``card`` now, or None when they can."""
        cost = self.cost(card)
        coins = self.spendable_coins(player)
        if player.debt > coins:
            return f"{player.name} has {player.debt} Debt to pay off before buying anything"
        available = coins - player.debt
        if cost.coins > available:
            return f"not enough coins for {card.name}: it costs {cost.coins}, you have {available}"
        if cost.potion > player.potions:
            return f"{card.name} costs a Potion and you have none"
        return None

    def costs_changed(self) -> None:
        """Forget the costs worked out so far: something that no move of a card shows
        has changed them (a Favor token put on a pile)."""
        self._costs_key = ()

    def reduce_costs_this_turn(self, coins: int) -> None:
        """Make every card cost ``coins`` less for the rest of this turn (Bridge)."""
        self.cost_reduction += coins
