"""Acquiring cards: the one gain path (:meth:`Acquiring.gain`) and the one buy path
(:meth:`Acquiring.purchase`), and choosing from the Supply."""

from __future__ import annotations

from collections.abc import Callable

from engine.catalog import CardFacts
from engine.decisions import ChooseSupply
from engine.game.costs import Costs
from engine.player import Player
from engine.values import EventType, ZoneKind
from engine.zones import CardInstance, Zone

__all__ = ["Acquiring"]


class Acquiring(Costs):
    """Gaining and buying."""

    being_bought: CardInstance | None = None
    """The card whose purchase is resolving its when-buy abilities (not yet gained)."""
    gaining_bought: CardInstance | None = None
    """The card being gained because it was bought, while that gain resolves ("when you
    gain a card, if you bought it": Hoard)."""
    gained_from: Zone | None = None
    """Where the card just gained came from, for the Supply's watchers of gains (Trade
    Route moves a token when a card is gained from a Victory Supply pile)."""

    def gain(
        self,
        player: Player,
        card: CardInstance | None,
        source: Zone,
        to: ZoneKind | None = None,
    ) -> CardInstance | None:
        """``player`` gains ``card`` from ``source``.

        It goes where the gainer says (``to``), else where the card itself says it
        goes when gained (Nomad Camp: the deck), else to the discard pile. Then the
        card's own when-gain ability and the abilities that react to gains happen.
        Returns the card, or None when there was nothing to gain.
        """
        if card is None:
            return None
        if self.hooks.instead_of_gaining and self._gain_replaced(player, card):
            return None
        rules = self.rules[card.name]
        dest = self.gain_destination(player, card, to)
        if not self.move(card, source, dest, event=EventType.GAIN, player=player):
            return None
        self._gained_to[card.uid] = dest
        if player is self.current:
            player.gained_on_turn.append(card.name)
        game = self.as_game()
        rules.on_gain(game, player, card)
        hooks = self.hooks
        if hooks.react_to_gain:
            for reactor in list(player.hand.cards):
                if reactor.name in hooks.react_to_gain:
                    self.rules[reactor.name].react_to_gain(game, player, reactor, card)
        if hooks.after_gain_this_turn and player is self.current:
            for name in list(dict.fromkeys(player.plays_this_turn)):
                if name in hooks.after_gain_this_turn:
                    self.rules[name].after_gain_this_turn(game, player, card)
        if hooks.while_in_play_when_owner_gains:
            for held in list(player.in_play.cards):
                if held.name in hooks.while_in_play_when_owner_gains:
                    self.rules[held.name].while_in_play_when_owner_gains(game, player, held, card)
        for name in self.watchers:
            self.gained_from = source
            self.rules[name].when_a_card_is_gained(game, player, card)
        if hooks.on_mat_when_gaining:
            for reserve in list(player.tavern.cards):
                if reserve.name in hooks.on_mat_when_gaining:
                    self.rules[reserve.name].on_mat_when_gaining(game, player, reserve, card)
        self._discard_from_exile(player, card.name)
        return card

    def _gain_replaced(self, player: Player, card: CardInstance) -> bool:
        """True when a card in ``player``'s hand replaces their gaining ``card``."""
        game = self.as_game()
        for reactor in list(player.hand.cards):
            if reactor.name in self.hooks.instead_of_gaining and self.rules[
                reactor.name
            ].instead_of_gaining(game, player, reactor, card):
                return True
        return False

    def _discard_from_exile(self, player: Player, name: str) -> None:
        """The Exile rule: when you gain a card, you may discard every copy of it from
        your Exile mat."""
        exiled = [c for c in player.exile.cards if c.name == name]
        if exiled and self.may(player, f"discard the {name} on your Exile mat"):
            for c in exiled:
                self.discard(player, c, player.exile)

    def gained_where(self, card: CardInstance) -> Zone | None:
        """Where ``card`` was put when last gained, if it is still there; None once it
        has moved on (an ability that would move "the gained card" then loses track)."""
        where = self._gained_to.get(card.uid)
        return where if where is not None and card.zone is where else None

    def gain_destination(
        self, player: Player, card: CardInstance, to: ZoneKind | None = None
    ) -> Zone:
        """Where a gained card goes: where the gainer says, else where the card says,
        else the discard pile."""
        return player.zones[to or self.rules[card.name].gained_to or ZoneKind.DISCARD]

    def gain_named(
        self, player: Player, name: str, to: ZoneKind | None = None
    ) -> CardInstance | None:
        """Gain a card by name from the top of its pile, in the Supply or not (a
        Curse, a Horse), if that pile's top card has that name."""
        pile = self.home_pile(name)
        if pile is None or not pile.cards or pile.cards[0].name != name:
            self.note(player, lambda: f"{player.name} gains no {name}: there is none left.")
            return None
        return self.gain(player, pile.cards[0], pile, to)

    def gain_copy(
        self, player: Player, name: str, to: ZoneKind | None = None
    ) -> CardInstance | None:
        """Gain "a copy" of the card named ``name``: only from its Supply pile, and only
        if that pile's top card has that name (a Horse or a Prize has no copy to gain).
        The card being bought is not a copy of itself: while its when-buy abilities
        resolve (Talisman), the copy is the next card of its pile."""
        copy = self._copy_of(name)
        if copy is None or copy.zone is None:
            self.note(
                player, lambda: f"{player.name} gains no copy of {name}: the Supply has none."
            )
            return None
        return self.gain(player, copy, copy.zone, to)

    def supply_has(self, name: str) -> bool:
        """True when a copy of ``name`` can be gained from the Supply (:meth:`gain_copy`)."""
        return self._copy_of(name) is not None

    def _copy_of(self, name: str) -> CardInstance | None:
        """The card "a copy" of ``name`` would be: the top of its Supply pile, if it has
        that name, passing over the card being bought (not a copy of itself)."""
        pile = self.pile(name)
        if pile is None:
            return None
        tops = [c for c in pile.cards[:2] if c is not self.being_bought]
        return tops[0] if tops and tops[0].name == name else None

    # -- the Supply ------------------------------------------------------------------
    def supply_tops(self, test: Callable[[CardInstance], bool] | None = None) -> list[CardInstance]:
        """The top card of every non-empty Supply pile that passes ``test``."""
        tops = [z.cards[0] for z in self.supply.values() if z.cards]
        return tops if test is None else [c for c in tops if test(c)]

    def choose_from_supply(
        self,
        player: Player,
        prompt: str,
        test: Callable[[CardInstance], bool],
        optional: bool = False,
    ) -> CardInstance | None:
        """Ask for a card from the Supply (a pile's top card) that passes ``test``."""
        tops = self.supply_tops(test)
        name = self.decide(ChooseSupply(player, prompt, [c.name for c in tops], optional))
        return next((c for c in tops if c.name == name), None)

    def choose_and_gain(
        self,
        player: Player,
        prompt: str,
        test: Callable[[CardInstance], bool],
        to: ZoneKind | None = None,
    ) -> CardInstance | None:
        """Ask for a card from the Supply that passes ``test``, and gain it."""
        choice = self.choose_from_supply(player, prompt, test)
        if choice is None or choice.zone is None:
            return None
        return self.gain(player, choice, choice.zone, to)

    def empty_piles(self) -> int:
        """How many Supply piles are empty (the Black Market deck is not one)."""
        return sum(1 for z in self.supply.values() if not z.cards)

    # -- buying ------------------------------------------------------------------------
    def why_not_buyable(self, player: Player, name: str) -> str | None:
        """Why ``player`` may not buy ``name`` now, whatever they can pay: the card itself
        forbids it (Grand Market) or a card in their play area does (Contraband); None
        when nothing forbids it."""
        hooks = self.hooks
        if name in hooks.may_not_buy_this and self.rules[name].may_not_buy_this(
            self.as_game(), player
        ):
            return f"{player.name} may not buy {name} now"
        if hooks.forbids_buying:
            for held in player.in_play.cards:
                if held.name in hooks.forbids_buying and self.rules[held.name].forbids_buying(
                    self.as_game(), player, held, name
                ):
                    return f"{held.name} in play forbids buying {name} this turn"
        return None

    def purchase(
        self, player: Player, card: CardInstance | CardFacts, source: Zone | None, uses_buy: bool
    ) -> None:
        """Buy ``card``: pay, trigger when-buy abilities, then gain it (or resolve the Event).

        Black Market calls this with ``uses_buy=False``: a real purchase, in the Action
        phase, that spends no Buy.
        """
        cost = self.cost(card)
        if player.debt:
            player.coins -= player.debt
            player.debt = 0
        if uses_buy:
            player.buys -= 1
        player.coins -= cost.coins
        player.potions -= cost.potion
        player.debt += cost.debt
        self.emit(EventType.BUY, lambda: f"{player.name} buys {card.name}.", player, card.name)
        player.bought.append(card.name)
        rules = self.rules[card.name]
        facts = card.facts if isinstance(card, CardInstance) else card
        game = self.as_game()
        if self.hooks.when_another_buys:
            for other in self.others(player):
                for watcher in list(other.in_play.cards):
                    if watcher.name in self.hooks.when_another_buys:
                        self.rules[watcher.name].when_another_buys(
                            game, other, watcher, player, facts
                        )
        for name in sorted(self.hooks.when_any_card_is_bought):
            self.rules[name].when_any_card_is_bought(game, player, facts)
        if isinstance(card, CardInstance) and source is not None:
            self.being_bought = card
            try:
                rules.on_buy(game, player, card)
                self._owner_bought(player, facts)
            finally:
                self.being_bought = None
            self.gaining_bought = card
            try:
                self.gain(player, card, source)
            finally:
                self.gaining_bought = None
        else:
            rules.on_buy(game, player, None)
            self._owner_bought(player, facts)

    def _owner_bought(self, player: Player, bought: CardFacts) -> None:
        watchers = self.hooks.while_in_play_when_owner_buys
        if watchers:
            game = self.as_game()
            for held in list(player.in_play.cards):
                if held.name in watchers:
                    self.rules[held.name].while_in_play_when_owner_buys(game, player, held, bought)
