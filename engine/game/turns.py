"""Turns: playing and buying by the rules of the phase, moving through the phases,
Clean-up, the start of a turn, the end of the game and scoring."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from engine.card import CardRules
from engine.decisions import ChooseOption
from engine.game.asking import Effect
from engine.game.notes import Note
from engine.game.playing import Playing
from engine.game.state import ExtraTurn, RuleError, StartOfTurnEffect
from engine.player import Player
from engine.values import NEXT_PHASE, PHASE_ORDER, EventType, Phase
from engine.zones import CardInstance

if TYPE_CHECKING:
    from engine.game import Game

# Enum members read on every turn, bound once: on Python 3.11 reading ``Phase.BUY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times slower than a global.
_ACTION_PHASE = Phase.ACTION
_BUY_PHASE = Phase.BUY
_NIGHT_PHASE = Phase.NIGHT
_CLEANUP_PHASE = Phase.CLEANUP
_PHASE_EVENT = EventType.PHASE
_TURN_EVENT = EventType.TURN

__all__ = ["IN_PLAY_FROM_EARLIER_TURNS", "PROJECT_CUBES", "Turns"]

_HELD_LANDSCAPES = frozenset({"Project", "Ally"})
"""Landscapes whose start-of-Buy-phase ability comes with what a player holds
(:meth:`engine.game.Game.holdings`), not once for the game."""

PROJECT_CUBES = 2
"""How many Projects each player can put a cube on."""

IN_PLAY_FROM_EARLIER_TURNS = Note(
    "cards in play since an earlier turn", frozenset, frozenset[int]()
)
"""The uids of the current player's cards that were in play when their turn began."""


_WORTH_ANYWHERE = CardRules.points_where_it_is
"""A card's worth when it does not depend on where the card is (its
:meth:`~engine.card.CardRules.victory_points`)."""


class Turns(Playing):
    """The order of a turn and of the game."""

    __slots__ = ()

    def play_from_hand(self, player: Player, name: str) -> None:
        """Play a card from hand by the normal rules of the current phase."""
        card = player.hand.named(name)
        # a card played from the deck, or a limit on playing (most games: neither)
        unusual = self.hooks.playing_from_hand
        if unusual:
            card = self._card_to_play_as_from_hand(player, name, card)
        elif card is None:
            raise RuleError(f"{player.name} has no {name} in hand")
        if self.phase is _ACTION_PHASE:
            if "Action" not in card.types:
                raise RuleError(
                    f"{name} is not an Action card; it cannot be played in the Action phase"
                )
            if player.actions < 1 and player.villagers > 0 and not player.ignoring_actions:
                self._spend_villager(player)
            if player.actions < 1:
                raise RuleError(f"{player.name} has no Actions left to play {name}")
            player.actions -= 1
        elif self.phase is _BUY_PHASE:
            if "Treasure" not in card.types:
                raise RuleError(
                    f"{name} is not a Treasure; only Treasures are played in the Buy phase"
                )
            if player.bought_this_turn:
                raise RuleError("Treasures cannot be played after buying a card this phase")
        elif self.phase is _NIGHT_PHASE:
            if "Night" not in card.types:
                raise RuleError(f"{name} is not a Night card")
        else:
            raise RuleError("no card can be played in the Clean-up phase")
        if unusual and name in self.hooks.playable_from_deck:
            card = self.where_to_play_from(player, card)
        self.play(player, card)

    def _card_to_play_as_from_hand(
        self, player: Player, name: str, card: CardInstance | None
    ) -> CardInstance:
        """In a game where cards are played from elsewhere as if from hand, or playing
        from hand is limited: the ``name`` card to play (``card``, the first in hand, else
        one playable from the deck: a Shadow), once it is checked that it may be played
        from hand now."""
        if card is None and name in self.hooks.playable_from_deck:
            card = player.deck.named(name)  # as if in hand (a Shadow)
        if card is None:
            raise RuleError(f"{player.name} has no {name} in hand")
        if not self.may_play_from_hand(player, card):
            raise RuleError(f"{player.name} may not play {name} from their hand now")
        return card

    def _spend_villager(self, player: Player) -> None:
        """Spend a Villager for +1 Action: done when an Action is played with no Actions
        left, the one moment spending it changes anything."""
        self.plus(player, villagers=-1, actions=1)
        self.note(player, lambda: f"{player.name} spends a Villager for +1 Action.")

    def buy(self, player: Player, name: str) -> None:
        """Buy a card from the Supply, or an Event, in the Buy phase."""
        if self.phase is not _BUY_PHASE:
            raise RuleError(f"cards are bought in the Buy phase, not the {self.phase} phase")
        if player.buys < 1 and not self.may_use_an_action_as_a_buy(player):
            raise RuleError(f"{player.name} has no Buys left")
        if name in self.landscapes:
            facts = self.catalog[name]
            if not ({"Event", "Project"} & facts.types):
                raise RuleError(f"{name} is not an Event or a Project; it cannot be bought")
            if "Project" in facts.types and name in player.projects:
                raise RuleError(f"{player.name} already has a cube on {name}")
            if "Project" in facts.types and len(player.projects) >= PROJECT_CUBES:
                raise RuleError(f"{player.name} has no cube left to put on {name}")
            forbidden = self.why_not_buyable(player, name)
            if forbidden:
                raise RuleError(forbidden)
            problem = self.why_not_affordable(player, facts)
            if problem:
                raise RuleError(problem)
            player.bought_this_turn = True
            self.purchase(player, facts, None, uses_buy=player.buys > 0 or self._uses_a_buy(player))
            return
        pile = self.pile(name)
        if pile is None:
            raise RuleError(f"{name} is not in the Supply")
        if not pile.cards or pile.cards[0].name != name:
            raise RuleError(
                f"there is no {name} to buy: the pile is empty or another card is on top"
            )
        problem = self.why_not_affordable(player, pile.cards[0])
        if problem and not (
            name in self.hooks.pay_instead
            and self.rules[name].can_pay_instead(self.as_game(), player)
        ):
            raise RuleError(problem)
        forbidden = self.why_not_buyable(player, name)
        if forbidden:
            raise RuleError(forbidden)
        player.bought_this_turn = True
        self.purchase(
            player, pile.cards[0], pile, uses_buy=player.buys > 0 or self._uses_a_buy(player)
        )

    def may_use_an_action_as_a_buy(self, player: Player) -> bool:
        """Whether ``player``, out of Buys, may use an Action play they have left as a
        Buy (:meth:`CardRules.held_uses_actions_as_buys`: Flourishing Trade)."""
        names = self.hooks.held_uses_actions_as_buys
        if not names or player.actions < 1:
            return False
        game = self.as_game()
        return any(
            n in names and self.rules[n].held_uses_actions_as_buys(game, player)
            for n in self.holdings(player)
        )

    def _uses_a_buy(self, player: Player) -> bool:
        """Whether the purchase being made spends a Buy; with none left (and
        :meth:`may_use_an_action_as_a_buy`), it spends an Action play instead, here."""
        if player.buys > 0:
            return True
        player.actions -= 1
        self.note(player, lambda: f"{player.name} uses an Action play as a Buy.")
        return False

    def advance_to(self, phase: Phase) -> None:
        """Move forward to ``phase`` in the current turn."""
        now = self.phase
        if PHASE_ORDER[phase] < PHASE_ORDER[now]:
            raise RuleError(f"cannot go back from the {now} phase to the {phase} phase")
        hooks = self.hooks
        while now is not phase:
            if now is _BUY_PHASE:
                player = self.current
                if hooks.ending_buy_phase:
                    if hooks.at_end_of_buy_phase:
                        self._end_of_buy_phase(player)
                    if hooks.held_at_end_of_buy_phase:
                        self._held_end_of_buy_phase(player)
                    if hooks.on_mat_at_end_of_buy_phase:
                        self._mat_end_of_buy_phase(player)
                if player.debt:
                    self._pay_debt(player)
            now = self.phase = NEXT_PHASE[self.phase]
            if self.record:
                current = self.current
                text = f"{current.name}'s {now} phase begins." if self.narrate else ""
                self.emit(_PHASE_EVENT, text, current)
            if now is _BUY_PHASE and hooks.at_start_of_buy_phase:
                self._start_of_buy_phase(self.current)
            if now is _CLEANUP_PHASE and hooks.starting_cleanup:
                self._start_of_cleanup()
            now = self.phase

    def return_to_action_phase(self) -> None:
        """Go back to the Action phase of the current turn (Villa). Leaving the Buy phase
        ends it: its end-of-Buy-phase abilities happen, as they will again when the turn
        next leaves a Buy phase."""
        if self.phase is _BUY_PHASE and self.hooks.at_end_of_buy_phase:
            self._end_of_buy_phase(self.current)
        if self.phase is _BUY_PHASE and self.hooks.held_at_end_of_buy_phase:
            self._held_end_of_buy_phase(self.current)
        if self.phase is _BUY_PHASE and self.hooks.on_mat_at_end_of_buy_phase:
            self._mat_end_of_buy_phase(self.current)
        self.phase = _ACTION_PHASE
        self.current.bought_this_turn = False
        self.emit(
            EventType.PHASE,
            lambda: f"{self.current.name} returns to the action phase.",
            self.current,
        )

    def _pay_debt(self, player: Player) -> None:
        """Coins left at the end of the Buy phase pay off Debt (they would be lost anyway)."""
        paid = min(player.coins, player.debt)
        if paid:
            self.pay_off_debt(player, paid)

    def pay_off_debt(self, player: Player, amount: int) -> None:
        """``player`` pays off ``amount`` of their Debt with coins: at any time in their own
        turn (before buying, or earlier, to change what a card that looks at Debt does)."""
        if player is not self.current or self.over:
            raise RuleError(f"{player.name} can pay off Debt only in their own turn")
        if amount < 1:
            raise RuleError("paying off Debt takes at least 1 coin")
        if amount > player.debt:
            raise RuleError(f"{player.name} has only {player.debt} Debt to pay off")
        if amount > player.coins:
            raise RuleError(f"{player.name} has only {player.coins} coins to pay Debt with")
        player.coins -= amount
        player.debt -= amount
        self.note(player, lambda: f"{player.name} pays off {amount} Debt.")

    def _end_of_buy_phase(self, player: Player) -> None:
        """The end-of-Buy-phase abilities of the cards in ``player``'s play area."""
        enders = self.hooks.at_end_of_buy_phase
        if enders:
            game = self.as_game()
            for card in list(player.in_play.cards):
                if card.name in enders:
                    self.rules[card.name].at_end_of_buy_phase(game, player, card)

    def _held_end_of_buy_phase(self, player: Player) -> None:
        """The end-of-Buy-phase abilities of what ``player`` holds (Exploration)."""
        enders = self.hooks.held_at_end_of_buy_phase
        game = self.as_game()
        for name in self.holdings(player):
            if name in enders:
                self.rules[name].held_at_end_of_buy_phase(game, player)

    def _mat_end_of_buy_phase(self, player: Player) -> None:
        """The end-of-Buy-phase abilities of the Reserve cards on ``player``'s Tavern mat
        (Wine Merchant), each while it is still there."""
        names = self.hooks.on_mat_at_end_of_buy_phase
        game = self.as_game()
        for reserve in list(player.tavern.cards):
            if reserve.name in names and reserve.zone is player.tavern:
                self.rules[reserve.name].on_mat_at_end_of_buy_phase(game, player, reserve)

    def _start_of_buy_phase(self, player: Player) -> None:
        """The start-of-Buy-phase abilities of the landscapes in the game (Arena), then
        of what ``player`` holds: their States (Deluded), Projects, Artifacts (Treasure
        Chest) and the Ally (League of Bankers)."""
        starters = self.hooks.at_start_of_buy_phase
        if starters:
            game = self.as_game()
            for name in self.landscapes:
                if name in starters and not (_HELD_LANDSCAPES & self.catalog[name].types):
                    self.rules[name].at_start_of_buy_phase(game, player)
            for name in self.holdings(player):
                if name in starters and name in self.holdings(player):
                    self.rules[name].at_start_of_buy_phase(game, player)

    def _start_of_cleanup(self) -> None:
        """The start-of-Clean-up abilities of the cards in play, of the cards played this
        turn that have one and of the landscapes in the game happen at the same time: the player chooses their order
        when different cards have them."""
        player = self.current
        cleaners = self.hooks.at_start_of_cleanup
        effects = [
            self._cleanup_effect(player, card)
            for card in player.in_play.cards
            if card.name in cleaners
        ]
        played = self.hooks.at_start_of_cleanup_this_turn
        if played:
            game = self.as_game()
            effects += [
                Effect(name, self._played_cleanup(game, player, name))
                for name in player.this_turn_names()
                if name in played
            ]
        held = self.hooks.held_at_start_of_cleanup
        if held:
            game = self.as_game()
            effects += [
                Effect(name, self._held_cleanup(game, player, name))
                for name in self.holdings(player)
                if name in held
            ]
        landscapes = self.hooks.landscape_at_start_of_cleanup
        if landscapes:
            game = self.as_game()
            effects += [
                Effect(name, self._landscape_cleanup(game, player, name))
                for name in self.landscapes
                if name in landscapes
            ]
        if effects:
            self.in_chosen_order(
                player, "choose which start-of-Clean-up ability resolves next", effects
            )

    def _held_cleanup(self, game: Game, player: Player, name: str) -> Callable[[], None]:
        rules = self.rules[name]
        return lambda: rules.held_at_start_of_cleanup(game, player)

    def _landscape_cleanup(self, game: Game, player: Player, name: str) -> Callable[[], None]:
        rules = self.rules[name]
        return lambda: rules.landscape_at_start_of_cleanup(game, player)

    def _played_cleanup(self, game: Game, player: Player, name: str) -> Callable[[], None]:
        rules = self.rules[name]
        return lambda: rules.at_start_of_cleanup_this_turn(game, player)

    def _cleanup_effect(self, player: Player, card: CardInstance) -> Effect:
        rules = self.rules[card.name]
        return Effect(
            card.name,
            lambda: rules.at_start_of_cleanup(self.as_game(), player, card),
            live=lambda: card.zone is player.in_play,
        )

    def end_turn(self) -> None:
        """Finish the turn (Clean-up, drawing five) and start the next player's turn."""
        if self.over:
            raise RuleError("the game is over")
        self.advance_to(_CLEANUP_PHASE)
        player = self.current
        game = self.as_game()
        hooks = self.hooks
        kept: Collection[CardInstance] = (
            {c for e in player.start_of_turn for c in e.keeps} if player.start_of_turn else ()
        )
        played: Sequence[str] = (
            player.this_turn_names()
            if hooks.ending_turn and player.played_any_of(hooks.ending_turn)
            else ()
        )
        instead = (
            [n for n in played if n in hooks.instead_of_discarding_from_play] if played else ()
        )
        if instead:
            leaving = [
                card
                for card in list(player.in_play.cards)
                if card not in kept
                and not any(
                    self.rules[n].instead_of_discarding_from_play(game, player, card)
                    for n in instead
                )
            ]
            self.discard_each(player, leaving)
        elif kept:
            self.discard_each(player, [c for c in player.in_play.cards if c not in kept])
        else:
            self.discard_each(player, list(player.in_play.cards))
        for other in self.others(player):
            # cards played or called on this turn (a Reserve called by another player)
            if other.in_play.cards:
                held = {c for e in other.start_of_turn for c in e.keeps}
                self.discard_each(other, [c for c in other.in_play.cards if c not in held])
        hand = list(player.hand.cards)
        if hooks.held_keeps_in_hand_in_cleanup and hand:
            for name in self.holdings(player):
                if name in hooks.held_keeps_in_hand_in_cleanup:
                    kept_in_hand = self.rules[name].held_keeps_in_hand_in_cleanup(game, player)
                    hand = [c for c in hand if c not in kept_in_hand]
        self.discard_each(player, hand, player.hand)
        hand_size = self.next_hand_size
        if hooks.held_extra_cards_in_hand:
            for name in self.holdings(player):
                if name in hooks.held_extra_cards_in_hand:
                    hand_size += self.rules[name].held_extra_cards_in_hand(game, player)
        self.draw(player, hand_size)
        if hooks.at_end_of_turn:
            for name in played:
                if name in hooks.at_end_of_turn:
                    self.rules[name].at_end_of_turn(game, player)
        player.actions, player.buys, player.coins, player.potions = 0, 0, 0, 0
        if self.controlled_turn is not None:
            self._return_set_aside_trash(player, self.controlled_turn.label)
            self.controlled_turn = None
        if hooks.after_each_turn:  # between turns: no one controls this any more
            for name in self.landscapes:
                if name in hooks.after_each_turn:
                    self.rules[name].after_each_turn(game, player)
        if self.final_round is None and self.is_over():
            if self.hooks.held_turn_after_game_end:
                self.final_round = self._round_after_game_end(player)
            if not self.final_round:
                self.end_game()
                return
        elif self.final_round is not None and not self.final_round:
            self.end_game()  # the last turn after the game's end: no extra turn follows
            return
        self.previous_turn = player
        self.next_hand_size = 5
        self._choose_next_turn(player)
        if self.current.turns_to_skip:
            self._skip_turns()
        self.start_turn()

    def _skip_turns(self) -> None:
        """The turn chosen next belongs to a player who skips a turn (Lich): nothing at all
        happens in it (no start-of-turn abilities, no phases); the turn after it comes
        instead, and so on while players have turns to skip."""
        skipping = self.current
        while skipping.turns_to_skip > 0:
            skipping.turns_to_skip -= 1
            self.controlled_turn = None
            self.emit(EventType.NOTE, f"{skipping.name} skips a turn.", skipping)
            self._choose_next_turn(skipping)
            skipping = self.current

    def _round_after_game_end(self, ended: Player) -> list[Player]:
        """The players who take a turn after the game has ended (Fleet), in turn order
        from the player after ``ended`` (who comes last)."""
        game = self.as_game()
        names = self.hooks.held_turn_after_game_end
        n = len(self.players)
        seats = [self.players[(ended.seat + i) % n] for i in range(1, n + 1)]
        return [
            p
            for p in seats
            if any(
                h in names and self.rules[h].held_turn_after_game_end(game, p)
                for h in self.holdings(p)
            )
        ]

    def _take_turn_after_game_end(self) -> None:
        """The next turn of the round after the game's end (Fleet)."""
        if not self.final_round:
            return
        player = self.final_round.pop(0)
        self.turn_index = player.seat
        self.last_normal = None
        self.may_buy_cards = True
        if self.hand_play_limit is not None:
            self.limit_hand_plays(None)
        self.emit(EventType.NOTE, f"{player.name} takes a turn after the game's end.", player)

    def _return_set_aside_trash(self, player: Player, label: str) -> None:
        """At the end of a controlled turn, after Clean-up, the turn's player's cards
        that were trashed in it (set aside instead, under the turn's label) go to their
        discard pile."""
        zone = player.set_aside.get(label)
        if zone is not None:
            for card in list(zone.cards):
                self.move(card, zone, player.discard, player=player, verb="returns")

    def _choose_next_turn(self, ended: Player) -> None:
        """Whose turn comes next: an extra turn waiting comes right after the turn that
        ended, before any normal turn. Going round from the player whose turn has ended,
        the first player with one waiting takes it (choosing which, if they have
        different ones); with none waiting, the next normal turn."""
        n = len(self.players)
        base = self.current.seat if self.last_normal is None else self.last_normal
        following = (base + 1) % n
        if self.extra_turns:  # else the next normal turn, with nothing to look at
            for i in range(n):
                seat = (ended.seat + i) % n
                waiting = [e for e in self.extra_turns if e.player.seat == seat]
                if waiting:
                    turn = waiting[0]
                    labels = list(dict.fromkeys(e.label for e in waiting))
                    if len(labels) > 1:
                        index = self.decide(
                            ChooseOption(turn.player, "choose which extra turn comes next", labels)
                        )
                        turn = next(e for e in waiting if e.label == labels[index])
                    self.extra_turns.remove(turn)
                    self.last_normal = base
                    self.turn_index = seat
                    self.controlled_turn = turn if turn.controller is not None else None
                    self.may_buy_cards = turn.buys_cards
                    self.limit_hand_plays(turn.hand_play_limit)
                    how = f", controlled by {turn.controller.name}" if turn.controller else ""
                    text = f"{turn.player.name} takes an extra turn ({turn.label}){how}."
                    self.emit(EventType.NOTE, text, turn.player)
                    return
        if self.final_round:
            self._take_turn_after_game_end()
            return
        self.last_normal = None
        self.may_buy_cards = True
        if self.hand_play_limit is not None:
            self.limit_hand_plays(None)
        player = self.current = self.players[following]
        player.turns_taken += 1  # (a turn skipped counts as taken)
        if following == 0:
            self.turn_number += 1

    def take_extra_turn(
        self,
        player: Player,
        hand_size: int = 5,
        label: str = "Outpost",
        buys_cards: bool = True,
        hand_play_limit: int | None = None,
    ) -> bool:
        """The current player, ``player``, takes an extra turn right after this one,
        drawing ``hand_size`` cards for it in this turn's Clean-up (Outpost: 3), in which
        cards may be bought only if ``buys_cards`` (Mission: not) and at most
        ``hand_play_limit`` cards may be played from their hand (Voyage: 3). Taking it
        again in the same turn changes nothing: there is one extra turn. True when this
        call gave it."""
        if player is not self.current or any(
            e.player is player and e.label == label for e in self.extra_turns
        ):
            return False
        turn = ExtraTurn(player, label, buys_cards=buys_cards, hand_play_limit=hand_play_limit)
        self.extra_turns.append(turn)
        self.next_hand_size = hand_size
        self.note(player, lambda: f"{player.name} will take an extra turn after this one.")
        return True

    def give_controlled_turn(self, player: Player, controller: Player, label: str) -> None:
        """``player`` takes an extra turn after this one, controlled by ``controller``
        (Possession): each call adds one more such turn."""
        self.extra_turns.append(ExtraTurn(player, label, controller))
        self.note(
            player,
            lambda: f"{player.name} will take an extra turn controlled by {controller.name}.",
        )

    def skip_a_turn(self, player: Player) -> None:
        """``player`` will skip one more of their next turns (Lich); see :meth:`_skip_turns`."""
        player.turns_to_skip += 1
        self.note(player, lambda: f"{player.name} will skip a turn.")

    def draw_fewer_next_hand(self, player: Player, hand_size: int) -> None:
        """The current player, ``player``, draws only ``hand_size`` cards in this turn's
        Clean-up, with or without an extra turn (first-edition Outpost: 3)."""
        if player is self.current:
            self.next_hand_size = min(self.next_hand_size, hand_size)

    def start_turn(self) -> None:
        """Begin the current player's turn: reset counters, then start-of-turn effects."""
        player = self.current
        self.phase = _ACTION_PHASE
        self.cost_reduction = 0
        player.actions, player.buys, player.coins, player.potions = 1, 1, 0, 0
        player.plays_this_turn.clear()  # (nothing keeps these lists past the turn)
        player.lasting_this_turn.clear()
        player.bought.clear()
        player.gained_on_turn.clear()
        player.gained_costs_on_turn.clear()
        player.trashed_on_turn.clear()
        player.ignoring_actions = False
        player.bought_this_turn = False
        self.played_from_hand = 0
        if self.record:
            self.emit(_TURN_EVENT, f"{player.name}'s turn begins." if self.narrate else "", player)
        hooks = self.hooks
        if hooks.types_during_turn or hooks.types_on_owners_turns:
            self.retype_for_turn()
        self.this_turn.clear()
        self.play_coins = None
        if player.in_play.cards:
            self.mark_in_play_from_earlier_turns(player, player.in_play.cards)
        pending: list[StartOfTurnEffect] = []
        if player.start_of_turn:
            waiting = player.start_of_turn
            player.start_of_turn = [e for e in waiting if e.persistent]
            pending = [e for e in waiting if not e.quiet]
        if hooks.on_mat_at_start_of_turn:
            game = self.as_game()
            for reserve in player.tavern.cards:
                if reserve.name in hooks.on_mat_at_start_of_turn:
                    effect = self.rules[reserve.name].on_mat_at_start_of_turn(game, player, reserve)
                    if effect is not None:
                        pending.append(effect)
        if hooks.at_start_of_turn:
            game = self.as_game()
            for name in self.holdings(player):
                if name in hooks.at_start_of_turn:
                    offer = self.rules[name].at_start_of_turn(game, player)
                    if offer is not None:
                        pending.append(offer)
        if hooks.in_game_at_start_of_turn:
            self._in_game_at_start_of_turn(player, pending)
        if not (pending or hooks.in_hand_at_start_of_turn):
            return
        offered: set[int] = set()
        self._offer_from_hand(player, pending, offered)
        while pending:
            index = self.decide(
                ChooseOption(
                    player,
                    "choose which start-of-turn effect happens next",
                    [e.label for e in pending],
                )
            )
            effect = pending.pop(index)
            effect.run(self.as_game(), player)
            self._offer_from_hand(player, pending, offered)

    def _in_game_at_start_of_turn(self, player: Player, pending: list[StartOfTurnEffect]) -> None:
        """Add the start-of-turn effects that the landscapes in the game, and the cards
        whose pile is in the Supply, offer ``player`` (Shy, Shaman)."""
        game = self.as_game()
        for name in sorted(self.hooks.in_game_at_start_of_turn):
            if name in self.landscapes or self.pile(name) is not None:
                offer = self.rules[name].in_game_at_start_of_turn(game, player)
                if offer is not None:
                    pending.append(offer)

    def _offer_from_hand(
        self, player: Player, pending: list[StartOfTurnEffect], offered: set[int]
    ) -> None:
        """Add the start-of-turn effects of cards in hand not offered yet this turn (a
        Clerk drawn by another start-of-turn effect is still in time)."""
        if not self.hooks.in_hand_at_start_of_turn:
            return
        game = self.as_game()
        for card in player.hand.cards:
            if card.name in self.hooks.in_hand_at_start_of_turn and card.uid not in offered:
                offered.add(card.uid)
                effect = self.rules[card.name].in_hand_at_start_of_turn(game, player, card)
                if effect is not None:
                    pending.append(effect)

    def take_artifact(self, name: str, player: Player) -> None:
        """``player`` takes the Artifact ``name`` from whoever has it: there is one of
        each, and one player has it at a time (taking it again changes nothing)."""
        if self.artifacts.get(name) is player:
            return
        self.hooks.include(name)
        self.artifacts[name] = player
        self.emit(EventType.NOTE, lambda: f"{player.name} takes the {name}.", player, name)

    def mark_in_play_from_earlier_turns(
        self, player: Player, cards: Sequence[CardInstance]
    ) -> None:
        """Note that ``cards``, in ``player``'s play area, were there before this turn (a
        Duration waiting since the last one): they were not played this turn."""
        earlier = self.this_turn.get(IN_PLAY_FROM_EARLIER_TURNS)
        self.this_turn.set(IN_PLAY_FROM_EARLIER_TURNS, earlier | {c.uid for c in cards})

    def played_this_turn_in_play(self, player: Player) -> list[CardInstance]:
        """The cards in ``player``'s play area that were put there this turn (Scepter's
        "played this turn that's still in play"), not those in play since an earlier one."""
        earlier = self.this_turn.get(IN_PLAY_FROM_EARLIER_TURNS)
        return [c for c in player.in_play.cards if c.uid not in earlier]

    def has_artifact(self, player: Player, name: str) -> bool:
        """True when ``player`` has the Artifact ``name``."""
        return self.artifacts.get(name) is player

    def is_over(self) -> bool:
        """True when the Provinces (or Colonies) are gone, or three Supply piles are empty
        (four with five or six players)."""
        for name in ("Province", "Colony"):
            pile = self.supply.get(name)
            if pile is not None and not pile.cards:
                return True
        return self.empty_piles() >= (4 if len(self.players) >= 5 else 3)

    def end_game(self) -> dict[str, int]:
        """End the game: set-aside cards return to their owners, then score."""
        for player in self.players:
            for zone in list(player.set_aside.values()):
                for card in list(zone.cards):
                    self.move(card, zone, player.discard, verb="returns")
        self.over = True
        if self.hooks.types_on_owners_turns:
            self.retype_for_turn()
        self.scores = {p.name: self.score(p) for p in self.players}
        for name, vp in self.scores.items():
            self.emit(
                EventType.SCORE, f"{name} scores {vp} VP (victory points).", self.player(name)
            )
        self.winners = self._winners()
        return self.scores

    def _winners(self) -> list[str]:
        """Who wins: the highest score; between tied players, whoever had the fewest
        turns (:attr:`Player.turns_taken`); those still tied share the victory."""
        best = max(self.scores.values())
        tied = [p for p in self.players if self.scores[p.name] == best]
        fewest = min(p.turns_taken for p in tied)
        return [p.name for p in tied if p.turns_taken == fewest]

    def score(self, player: Player) -> int:
        """Victory points: every card the player has, their States, the Landmarks and VP
        tokens."""
        game = self.as_game()
        states = sum(self.rules[s].victory_points(game, player) for s in player.states)
        landmarks = sum(
            self.rules[n].landmark_points(game, player)
            for n in self.landscapes
            if n in self.hooks.landmark_points
        )
        return player.vp_tokens + states + landmarks + self._card_points(player)

    def _card_points(self, player: Player) -> int:
        """What ``player``'s cards are worth: a card's worth depends on its name and where
        it is, so copies worth the same wherever they are are valued once."""
        game = self.as_game()
        owned = player.owned()
        total = 0
        for name, copies in Counter([c.name for c in owned]).items():
            rules = self.rules[name]
            if type(rules).points_where_it_is is _WORTH_ANYWHERE:
                total += copies * rules.victory_points(game, player)
            else:
                total += sum(
                    rules.points_where_it_is(game, player, c) for c in owned if c.name == name
                )
        return total
