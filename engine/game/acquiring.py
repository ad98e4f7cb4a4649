"""Acquiring cards: the one gain path (:meth:`Acquiring.gain`) and the one buy path
(:meth:`Acquiring.purchase`), and choosing from the Supply."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from engine.catalog import CardFacts
from engine.decisions import ChooseSupply
from engine.game.asking import Effect
from engine.game.costs import Costs
from engine.player import Player
from engine.values import Cost, EventType, Phase, PileToken, ZoneKind
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.game import Game

# Enum members read on every turn, bound once: on Python 3.11 reading ``Phase.BUY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times slower than a global.
_GAIN = EventType.GAIN
_DISCARD_PILE = ZoneKind.DISCARD
_BUY_PHASE = Phase.BUY
_TRASHING = PileToken.TRASHING

__all__ = ["Acquiring"]

_NO_UIDS: frozenset[int] = frozenset()


class Acquiring(Costs):
    """Gaining and buying."""

    __slots__ = ()

    def gain(
        self,
        player: Player,
        card: CardInstance | None,
        source: Zone,
        to: ZoneKind | Zone | None = None,
    ) -> CardInstance | None:
        """``player`` gains ``card`` from ``source``.

        It goes where the gainer says (``to``: a kind of zone of the player's, or a zone
        itself, such as a set-aside area: Blockade), else where the card itself says it
        goes when gained (Nomad Camp: the deck), else to the discard pile. Then the
        card's own when-gain ability and the abilities that react to gains happen.
        Returns the card, or None when there was nothing to gain.

        In a turn another player controls (Possession), what the turn's player would
        gain, the controller gains instead, to their discard pile.
        """
        if card is None:
            return None
        controller = self.controlled_by
        if controller is not None and player is self.current:
            return self._gain_instead(controller, player, card, source)
        if self.hooks.instead_of_gaining and self._gain_replaced(player, card):
            return None
        dest = self.gain_destination(player, card, to)
        if not self.move(card, source, dest, event=_GAIN, player=player):
            return None
        self._gained_to[card.uid] = dest
        current = self.current
        hooks = self.hooks
        if player is current:
            player.gained_on_turn.append(card.name)
            if hooks.remembers_gain_costs:
                player.gained_costs_on_turn.append(self.cost(card))
        effects: list[Effect] = []
        if card.name in hooks.on_gain:
            effects.append(self._own_gain_effect(player, card))
        if hooks.react_to_gain:
            for reactor in player.hand.cards:
                if reactor.name in hooks.react_to_gain:
                    effects.append(self._reaction_effect(player, reactor, card))
        if (
            hooks.after_gain_this_turn
            and player is current
            and player.played_any_of(hooks.after_gain_this_turn)
        ):
            for name in player.this_turn_names():
                if name in hooks.after_gain_this_turn:
                    effects.append(self._this_turn_effect(player, name, card))
        in_play_before: AbstractSet[int] = _NO_UIDS
        if hooks.while_in_play_when_owner_gains:
            in_play_before = {c.uid for c in player.in_play.cards}
            for held in player.in_play.cards:
                if held.name in hooks.while_in_play_when_owner_gains:
                    effects.append(self._in_play_effect(player, held, card))
        for name in self.watchers:
            effects.append(self._watcher_effect(player, name, card, source))
        if hooks.held_when_owner_gains:
            for name in self.holdings(player):
                if name in hooks.held_when_owner_gains:
                    effects.append(self._held_effect(player, name, card))
        if hooks.on_mat_when_gaining:
            for reserve in player.tavern.cards:
                if reserve.name in hooks.on_mat_when_gaining:
                    effects.append(self._mat_effect(player, reserve, card))
        if hooks.while_in_play_when_any_gains_gainer_acts:
            self._gainer_acts_effects(player, card, effects)
        offered: AbstractSet[int] = _NO_UIDS
        if hooks.ordered_with_own_gains:
            offered = self._own_reactions_to_any_gain(player, card, effects)
        if len(effects) == 1:
            effects[0].run()
        elif effects:
            self.in_chosen_order(
                player, f"choose which when-gain ability for {card.name} resolves next", effects
            )
        if hooks.while_in_play_when_owner_gains:
            self._newly_in_play_see_gain(player, card, in_play_before)
        if (
            hooks.while_in_play_when_any_gains
            or hooks.in_hand_when_any_gains
            or hooks.held_when_another_gains
        ):
            self._anyone_reacts_to_gain(player, card, offered)
        if player.exile.cards:
            self._discard_from_exile(player, card)
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

    def _newly_in_play_see_gain(
        self, player: Player, gained: CardInstance, in_play_before: AbstractSet[int]
    ) -> None:
        """A card put into play while the gain's abilities resolved (a Garrison that Sailor
        plays as it is gained) still sees the gain: its while-in-play ability follows."""
        names = self.hooks.while_in_play_when_owner_gains
        for held in list(player.in_play.cards):
            if held.name in names and held.uid not in in_play_before:
                self._in_play_effect(player, held, gained).run()

    def _gainer_acts_effects(
        self, gainer: Player, gained: CardInstance, effects: list[Effect]
    ) -> None:
        """Add to ``effects`` what the cards in play (anyone's) have the gainer do with the
        gained card (Gatekeeper), the current player's cards first."""
        names = self.hooks.while_in_play_when_any_gains_gainer_acts
        game = self.as_game()
        current = self.current
        for p in (current, *self.others(current)):
            for held in p.in_play.cards:
                if held.name in names:
                    act = self.rules[held.name].while_in_play_when_any_gains_gainer_acts(
                        game, p, held, gainer, gained
                    )
                    if act is not None:
                        effects.append(self._gainer_acts_effect(p, held, act))

    def _own_reactions_to_any_gain(
        self, gainer: Player, gained: CardInstance, effects: list[Effect]
    ) -> AbstractSet[int]:
        """Add to ``effects`` the gainer's Reactions to any gain that count among their own
        when-gain abilities (Sheepdog); returns those cards, offered already."""
        names = self.hooks.ordered_with_own_gains
        offered: set[int] = set()
        for reactor in gainer.hand.cards:
            if reactor.name in names:
                offered.add(reactor.uid)
                effects.append(self._any_gain_reaction_effect(gainer, reactor, gained))
        return offered

    def _anyone_reacts_to_gain(
        self, gainer: Player, gained: CardInstance, offered_to_gainer: AbstractSet[int]
    ) -> None:
        """After the gainer's own when-gain abilities: the cards in play that watch every
        player's gains (Cutthroat, Monkey), then the Reactions in any hand that respond to
        any gain (Pirate, Falconer), then what other players hold that responds to
        another's gain (Road Network); the current player first, then the others in turn
        order. A Reaction that reached a hand meanwhile (drawn by Monkey) is offered too;
        ``offered_to_gainer`` are the gainer's that were offered among their own."""
        game = self.as_game()
        current = self.current
        order = [current, *self.others(current)]
        watchers = self.hooks.while_in_play_when_any_gains
        if watchers:
            for p in order:
                for held in list(p.in_play.cards):
                    if held.name in watchers and held.zone is p.in_play:
                        self.rules[held.name].while_in_play_when_any_gains(
                            game, p, held, gainer, gained
                        )
        holders = self.hooks.held_when_another_gains
        if holders:
            for p in order:
                if p is not gainer:
                    for name in self.holdings(p):
                        if name in holders:
                            self.rules[name].held_when_another_gains(game, p, gainer, gained)
        reactors = self.hooks.in_hand_when_any_gains
        if reactors:
            for p in order:
                offered = set(offered_to_gainer) if p is gainer else set()
                while fresh := [
                    c for c in p.hand.cards if c.name in reactors and c.uid not in offered
                ]:
                    for reactor in fresh:
                        offered.add(reactor.uid)
                        if reactor.zone is p.hand:
                            self.rules[reactor.name].in_hand_when_any_gains(
                                game, p, reactor, gainer, gained
                            )

    # -- the abilities a gain sets off, as effects to order ---------------------------
    def _own_gain_effect(self, player: Player, card: CardInstance) -> Effect:
        rules = self.rules[card.name]
        return Effect(
            card.name,
            lambda: rules.on_gain(self.as_game(), player, card),
            rules.gain_order_matters,
        )

    def _reaction_effect(
        self, player: Player, reactor: CardInstance, gained: CardInstance
    ) -> Effect:
        rules = self.rules[reactor.name]
        return Effect(
            reactor.name,
            lambda: rules.react_to_gain(self.as_game(), player, reactor, gained),
            rules.gain_order_matters,
            lambda: reactor.zone is player.hand,
        )

    def _this_turn_effect(self, player: Player, name: str, gained: CardInstance) -> Effect:
        rules = self.rules[name]
        return Effect(
            name,
            lambda: rules.after_gain_this_turn(self.as_game(), player, gained),
            rules.gain_order_matters,
        )

    def _in_play_effect(self, player: Player, held: CardInstance, gained: CardInstance) -> Effect:
        rules = self.rules[held.name]
        return Effect(
            held.name,
            lambda: rules.while_in_play_when_owner_gains(self.as_game(), player, held, gained),
            rules.gain_order_matters,
            lambda: held.zone is player.in_play,
        )

    def _gainer_acts_effect(
        self, owner: Player, held: CardInstance, act: Callable[[], None]
    ) -> Effect:
        return Effect(
            held.name,
            act,
            self.rules[held.name].gain_order_matters,
            lambda: held.zone is owner.in_play,
        )

    def _any_gain_reaction_effect(
        self, holder: Player, reactor: CardInstance, gained: CardInstance
    ) -> Effect:
        rules = self.rules[reactor.name]
        return Effect(
            reactor.name,
            lambda: rules.in_hand_when_any_gains(self.as_game(), holder, reactor, holder, gained),
            rules.gain_order_matters,
            lambda: reactor.zone is holder.hand,
        )

    def _watcher_effect(
        self, player: Player, name: str, gained: CardInstance, source: Zone
    ) -> Effect:
        rules = self.rules[name]

        def run() -> None:
            self.gained_from = source
            rules.when_a_card_is_gained(self.as_game(), player, gained)

        return Effect(name, run, rules.gain_order_matters)

    def _held_effect(self, player: Player, name: str, gained: CardInstance) -> Effect:
        rules = self.rules[name]
        return Effect(
            name,
            lambda: rules.held_when_owner_gains(self.as_game(), player, gained),
            rules.gain_order_matters,
        )

    def _mat_effect(self, player: Player, reserve: CardInstance, gained: CardInstance) -> Effect:
        rules = self.rules[reserve.name]
        return Effect(
            reserve.name,
            lambda: rules.on_mat_when_gaining(self.as_game(), player, reserve, gained),
            rules.gain_order_matters,
            lambda: reserve.zone is player.tavern,
        )

    def _gain_instead(
        self, controller: Player, player: Player, card: CardInstance, source: Zone
    ) -> CardInstance | None:
        """``controller`` gains ``card`` instead of ``player``, to their discard pile, with
        the card's when-gain abilities for them; it was not bought by them."""
        self.note(
            controller,
            lambda: f"{controller.name} gains {card.name} instead of {player.name}.",
        )
        bought, self.gaining_bought = self.gaining_bought, None
        try:
            return self.gain(controller, card, source, _DISCARD_PILE)
        finally:
            self.gaining_bought = bought

    def _discard_from_exile(self, player: Player, gained: CardInstance) -> None:
        """The Exile rule: when you gain a card, you may discard every other copy of it
        from your Exile mat (not the gained card itself, should it have been Exiled)."""
        name = gained.name
        exiled = [c for c in player.exile.cards if c.name == name and c is not gained]
        if exiled and self.may(player, f"discard the {name} on your Exile mat"):
            for c in exiled:
                self.discard(player, c, player.exile)

    def gained_where(self, card: CardInstance) -> Zone | None:
        """Where ``card`` was put when last gained, if it is still there; None once it
        has moved on (an ability that would move "the gained card" then loses track)."""
        where = self._gained_to.get(card.uid)
        return where if where is not None and card.zone is where else None

    def gain_destination(
        self, player: Player, card: CardInstance, to: ZoneKind | Zone | None = None
    ) -> Zone:
        """Where a gained card goes: where the gainer says, else where the card says,
        else the discard pile."""
        if isinstance(to, Zone):
            return to
        return player.zones[to or self.rules[card.name].gained_to or _DISCARD_PILE]

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
        """The top card of every non-empty Supply pile that passes ``test``. While a card's
        when-buy abilities resolve, the card being bought is passed over: the pile's top
        is the card under it (Stonemason's overpay may gain other Stonemasons)."""
        bought = self.being_bought
        if bought is None:
            tops = [z.cards[0] for z in self.supply.values() if z.cards]
        else:
            tops = [
                cards[1] if cards[0] is bought else cards[0]
                for cards in (z.cards for z in self.supply.values())
                if cards and (cards[0] is not bought or len(cards) > 1)
            ]
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
        to: ZoneKind | Zone | None = None,
    ) -> CardInstance | None:
        """Ask for a card from the Supply that passes ``test``, and gain it."""
        choice = self.choose_from_supply(player, prompt, test)
        if choice is None or choice.zone is None:
            return None
        return self.gain(player, choice, choice.zone, to)

    def empty_piles(self) -> int:
        """How many Supply piles are empty (the Black Market deck is not one)."""
        return [*map(len, self._pile_lists())].count(0)

    def supply_size(self) -> int:
        """How many cards the Supply holds."""
        return sum(map(len, self._pile_lists()))

    def _pile_lists(self) -> list[list[CardInstance]]:
        """The card list of each Supply pile (asked after every turn: counted without a
        Python-level loop; ``add_to_supply`` and ``remove_from_supply``, which change the
        piles, forget these lists)."""
        lists = self._supply_lists
        if len(lists) != len(self.supply):
            lists = self._supply_lists = [z.cards for z in self.supply.values()]
        return lists

    # -- buying ------------------------------------------------------------------------
    def why_not_buyable(self, player: Player, name: str) -> str | None:
        """Why ``player`` may not buy ``name`` now, whatever they can pay: the card itself
        forbids it (Grand Market) or a card in their play area does (Contraband); None
        when nothing forbids it."""
        hooks = self.hooks
        if not self.may_buy_cards and name not in self.landscapes:
            return "no cards may be bought in this turn"
        if name in hooks.may_not_buy_this and self.rules[name].may_not_buy_this(
            self.as_game(), player
        ):
            return f"{player.name} may not buy {name} now"
        if hooks.forbids_buying_this_turn:
            for lasting in player.this_turn_names():
                if lasting in hooks.forbids_buying_this_turn and self.rules[
                    lasting
                ].forbids_buying_this_turn(self.as_game(), player, name):
                    return f"{lasting} forbids buying {name} this turn"
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
        if uses_buy:
            player.buys -= 1
        if not (
            card.name in self.hooks.pay_instead
            and self.rules[card.name].pay_instead(
                self.as_game(), player, not self.can_afford(player, card)
            )
        ):
            if player.coffers:
                self._spend_coffers_for(player, cost.coins + player.debt)
            if player.debt:
                player.coins -= player.debt
                player.debt = 0
            player.coins -= cost.coins
            player.potions -= cost.potion
            if cost.debt:
                self.debt_taker(player).debt += cost.debt
        if self.record:
            self.emit(EventType.BUY, lambda: f"{player.name} buys {card.name}.", player, card.name)
        player.bought.append(card.name)
        rules = self.rules[card.name]
        facts = card.facts if isinstance(card, CardInstance) else card
        game: Game = self  # type: ignore[assignment]  # (as_game, without a call: hot)
        hooks = self.hooks
        if hooks.in_hand_when_owner_buys and isinstance(card, CardInstance):
            self._hand_sees_buy(player, card)
        if hooks.when_another_buys:
            for other in self.others(player):
                for watcher in list(other.in_play.cards):
                    if watcher.name in hooks.when_another_buys:
                        self.rules[watcher.name].when_another_buys(
                            game, other, watcher, player, facts
                        )
        if hooks.when_any_card_is_bought:
            for name in sorted(hooks.when_any_card_is_bought):
                self.rules[name].when_any_card_is_bought(game, player, facts)
        if isinstance(card, CardInstance) and source is not None:
            if player.pile_tokens and _TRASHING in player.pile_tokens:
                self._trashing_token(player, source)
            if card.name in hooks.on_buy or hooks.while_in_play_when_owner_buys:
                self.being_bought = card
                try:
                    if card.name in hooks.on_buy:
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
            if "Project" in facts.types:
                player.projects.append(facts.name)
                self.moves_made += 1  # what cards cost may change now (Canal)
                self.note(player, lambda: f"{player.name} puts a cube on {facts.name}.")
                if facts.name in self.hooks.types_on_owners_turns:
                    self.retype_for_turn()
            rules.on_buy(game, player, None)
            self._owner_bought(player, facts)

    def _hand_sees_buy(self, player: Player, bought: CardInstance) -> None:
        """The Reactions in ``player``'s hand to their buying ``bought`` (Hovel), one at a
        time, each while it is still in their hand."""
        names = self.hooks.in_hand_when_owner_buys
        game = self.as_game()
        for reactor in [c for c in player.hand.cards if c.name in names]:
            if reactor.zone is player.hand:
                self.rules[reactor.name].in_hand_when_owner_buys(game, player, reactor, bought)

    def _spend_coffers_for(self, player: Player, coins: int) -> None:
        """In the Buy phase, spend as many Coffers (1 coin each) as ``player``'s coins fall
        short of ``coins``."""
        short = coins - player.coins
        if short > 0 and player.coffers and self.phase is _BUY_PHASE:
            spent = min(short, player.coffers)
            player.coffers -= spent
            player.coins += spent
            self.note(player, lambda: f"{player.name} spends {spent} Coffers for {spent} coins.")

    def pay_extra(self, player: Player, extra: Cost) -> None:
        """``player`` pays ``extra`` more for the card being bought (overpaying), spending
        Coffers for what their coins do not cover; the caller has checked they can
        (:meth:`spendable_coins`)."""
        self._spend_coffers_for(player, extra.coins)
        player.coins -= min(extra.coins, player.coins)
        player.potions -= min(extra.potion, player.potions)
        self.note(player, lambda: f"{player.name} overpays {extra.text()}.")

    def _trashing_token(self, player: Player, source: Zone) -> None:
        """A when-buy ability of ``player``'s Trashing token (Plan): buying a card from the
        Supply pile it is on, they may trash a card from their hand."""
        pile = player.pile_tokens[PileToken.TRASHING]
        if self.supply.get(pile) is not source or not player.hand.cards:
            return
        prompt = "trash a card from your hand for your Trashing token"
        chosen = self.choose_card(player, prompt, player.hand.cards, optional=True)
        if chosen is not None:
            self.trash_card(player, chosen, player.hand)

    def debt_taker(self, player: Player) -> Player:
        """Who takes the Debt ``player`` would take: in a turn another player controls
        (Possession), the controller takes the turn's player's Debt."""
        if self.controlled_by is not None and player is self.current:
            return self.controlled_by
        return player

    def _owner_bought(self, player: Player, bought: CardFacts) -> None:
        watchers = self.hooks.while_in_play_when_owner_buys
        if watchers:
            game = self.as_game()
            for held in list(player.in_play.cards):
                if held.name in watchers:
                    self.rules[held.name].while_in_play_when_owner_buys(game, player, held, bought)
