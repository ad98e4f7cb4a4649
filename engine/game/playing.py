"""Playing cards: the one play path (:meth:`Playing.play`), Attacks and the reactions
to them, the counters (:meth:`Playing.plus`) and effects at the start of a later turn."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from engine.decisions import ChooseOption
from engine.format.limits import MAX_NESTED_PLAYS, LimitError, too_deep
from engine.game.acquiring import Acquiring
from engine.game.notes import Note
from engine.game.play_coins import PlayCoins
from engine.game.state import StartOfTurnEffect
from engine.player import Player
from engine.values import BONUS_TOKENS, EventType, PileToken
from engine.zones import CardInstance, Zone

if TYPE_CHECKING:
    from engine.card import CardRules
    from engine.game import Game

# Enum members read on every turn, bound once: on Python 3.11 reading ``Phase.BUY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times slower than a global.
_PLAY = EventType.PLAY

__all__ = ["TRADED", "Playing"]

TRADED = Note("cards whose +Cards and +coins are traded this turn", frozenset, frozenset[int]())
"""The uids of the cards whose abilities give +coins for +Cards and +Cards for +coins
for the rest of this turn (Way of the Chameleon)."""


class Playing(Acquiring):
    """Playing cards and what they give."""

    __slots__ = ()

    def play(
        self,
        player: Player,
        card: CardInstance,
        from_hand: bool = True,
        by: CardInstance | None = None,
    ) -> None:
        """Play ``card``: from hand it first goes into play (from the deck, for a card
        played from there as if in hand: a Shadow); otherwise it stays where it is (Prince's
        set-aside card, Captain's Supply card). Then its abilities resolve.

        ``by`` is the card that plays it (Throne Room, Captain); that card stays in
        play as long as the played card's Duration effects keep it there.
        """
        hooks = self.hooks
        if from_hand:
            # (most games: from the hand, and no limit to count against)
            source = self._played_from(player, card) if hooks.playing_from_hand else player.hand
            self.move(card, source, player.in_play, event=_PLAY, verb="plays")
        else:
            self.emit(_PLAY, lambda: f"{player.name} plays {card.name}.", player, card.name)
        if player.pile_tokens:
            self._pile_token_bonuses(player, card)
        if hooks.before_playing:  # (most games: nothing before, instead or after)
            self._before_play(player, card)
        plays = player.plays_this_turn
        plays.append(card.name)
        waiting = len(player.start_of_turn) if by is not None else 0
        game: Game = self  # type: ignore[assignment]  # (as_game, without a call: hot)
        if hooks.instead_of_playing:
            instead, way = self._instead_or_way(player, card)
            rules = self.rules[card.name] if way is None and instead is None else None
        else:
            instead = way = None
            rules = self.rules[card.name]
        # the card's abilities are the ones resolving (as abilities_of would say)
        resolving = self.resolving
        if resolving and len(resolving) >= MAX_NESTED_PLAYS:  # (a play within plays)
            raise LimitError(too_deep(len(resolving) + 1))
        resolving.append((card, player))
        counting = self.play_coins  # (a count started by this play starts with the next)
        if counting is not None:
            index = len(plays) - 1
            counting.begin(len(resolving) - 1)
        try:
            if "Attack" in card.types:
                self._react_to_attack(player, card)
                if rules is not None:
                    rules.on_play(game, player, card)
                    if hooks.extra_instruction_follows:
                        self._follow_again(player, card, rules)
                elif instead is not None:
                    instead()
                else:
                    self.rules[way or ""].play_as_way(game, player, card)
                self._unaffected.pop(id(card), None)
            elif rules is not None:
                rules.on_play(game, player, card)
                if hooks.extra_instruction_follows:
                    self._follow_again(player, card, rules)
            elif instead is not None:
                instead()
            else:
                self.rules[way or ""].play_as_way(game, player, card)
        finally:
            resolving.pop()
            if counting is not None:
                counting.end(len(resolving), player.seat, index)
        if by is not None:
            # only an effect keeping cards in play keeps their player there too (a card
            # set aside for the next turn, Way of the Turtle's, keeps nothing in play)
            for effect in player.start_of_turn[waiting:]:
                if effect.keeps and by not in effect.keeps:
                    effect.keeps.append(by)
        if hooks.after_playing:
            self._after_play(player, card)

    def _played_from(self, player: Player, card: CardInstance) -> Zone:
        """Where ``card``, played "from hand", comes from: the hand, or the deck for a card
        played from there as if in hand (a Shadow); a play counts against the turn's limit
        on cards played from hand (Voyage's), if there is one."""
        if self.hand_play_limit is not None and player is self.current:
            self.played_from_hand += 1
        shadows = self.hooks.playable_from_deck
        if shadows and card.zone is player.deck and card.name in shadows:
            return player.deck
        return player.hand

    def _before_play(self, player: Player, card: CardInstance) -> None:
        """What happens as ``card`` is played, before its abilities: cards in play that
        act before another is played, what the player holds, cards played this turn."""
        hooks = self.hooks
        if hooks.before_another_is_played:
            for other in list(player.in_play.cards):
                if other is not card and other.name in hooks.before_another_is_played:
                    self.rules[other.name].before_another_is_played(
                        self.as_game(), player, other, card
                    )
        if hooks.held_before_owner_plays and player is self.current:
            for name in self.holdings(player):
                if name in hooks.held_before_owner_plays:
                    self.rules[name].held_before_owner_plays(self.as_game(), player, card)
        if hooks.before_play_this_turn and player.played_any_of(hooks.before_play_this_turn):
            for name in player.this_turn_names():
                if name in hooks.before_play_this_turn:
                    self.rules[name].before_play_this_turn(self.as_game(), player, card)

    def _instead_or_way(
        self, player: Player, card: CardInstance
    ) -> tuple[Callable[[], None] | None, str | None]:
        """What ``card``'s play does instead of its own instructions, if anything: another
        card's replacement, or the Way the player chooses to play it as."""
        hooks = self.hooks
        instead, way = (
            self._instead_of_instructions(player, card)
            if hooks.replaces_instructions or hooks.landscape_replaces_instructions
            else (None, None)
        )
        if hooks.play_as_way and instead is None and way is None:
            way = self._choose_way(player, card)
        return instead, way

    def _after_play(self, player: Player, card: CardInstance) -> None:
        """What happens once ``card``'s play has resolved: Reserve cards on the mat, other
        players' cards in play, the player's cards in play and played this turn, what they
        hold and the landscapes in the game."""
        hooks = self.hooks
        game = self.as_game()
        if hooks.on_mat_after_action and "Action" in card.types:
            self._mat_after_action(player, card)
        if hooks.when_another_plays:
            for opponent in self.others(player):
                for held in list(opponent.in_play.cards):
                    if held.name in hooks.when_another_plays:
                        self.rules[held.name].when_another_plays(game, opponent, held, player, card)
        if hooks.while_in_play_after_owner_plays:
            self._in_play_after_owner_plays(player, card)
        if hooks.after_play_this_turn and player.played_any_of(hooks.after_play_this_turn):
            for name in player.this_turn_names():
                if name in hooks.after_play_this_turn:
                    self.rules[name].after_play_this_turn(game, player, card)
        if hooks.held_after_owner_plays and player is self.current:
            for name in self.holdings(player):
                if name in hooks.held_after_owner_plays:
                    self.rules[name].held_after_owner_plays(game, player, card)
        if hooks.landscape_after_play:
            for name in self.landscapes:
                if name in hooks.landscape_after_play:
                    self.rules[name].landscape_after_play(game, player, card)

    def _follow_again(self, player: Player, card: CardInstance, rules: CardRules) -> None:
        """Follow ``card``'s instructions again as many more times as the landscapes in
        the game say (Reckless)."""
        game = self.as_game()
        for name in self.landscapes:
            if name in self.hooks.extra_instruction_follows:
                for _ in range(self.rules[name].extra_instruction_follows(game, player, card)):
                    rules.on_play(game, player, card)

    def playable_from_hand(
        self, player: Player, test: Callable[[CardInstance], bool] | None = None
    ) -> list[CardInstance]:
        """The cards ``player`` could play "from their hand" that pass ``test``: those in
        hand, then those in their deck that may be played from there as if in hand (a
        Shadow card, anywhere in the deck); of them, those no card in play forbids
        playing (Warlord: :meth:`may_play_from_hand`)."""
        pool = [c for c in player.hand.cards if test is None or test(c)]
        names = self.hooks.playable_from_deck
        if names:
            pool += [c for c in player.deck.cards if c.name in names and (test is None or test(c))]
        if self.hooks.forbids_playing_from_hand or self.hand_play_limit is not None:
            pool = [c for c in pool if self.may_play_from_hand(player, c)]
        return pool

    def where_to_play_from(self, player: Player, card: CardInstance) -> CardInstance:
        """For ``card``, chosen by name among :meth:`playable_from_hand`: the copy to
        play, when copies of it are both in hand and playable from the deck, or at several
        places in the deck (the answer ``hand``, or ``deck N``: the Nth card from the top)."""
        names = self.hooks.playable_from_deck
        if card.name not in names:
            return card
        options: list[str] = []
        copies: list[CardInstance] = []
        in_hand = player.hand.named(card.name)
        if in_hand is not None:
            options.append("hand")
            copies.append(in_hand)
        for position, c in enumerate(player.deck.cards, 1):
            if c.name == card.name:
                options.append(f"deck {position}")
                copies.append(c)
        if len(copies) < 2:
            return card
        index = self.decide(ChooseOption(player, f"choose where to play {card.name} from", options))
        return copies[index]

    def may_play_from_hand(self, player: Player, card: CardInstance) -> bool:
        """Whether ``player`` may play ``card`` from their hand: they have not played as
        many cards from it as the turn allows (Voyage's: 3), and no card in anyone's play
        area forbids it (Warlord)."""
        limit = self.hand_play_limit
        if limit is not None and player is self.current and self.played_from_hand >= limit:
            return False
        names = self.hooks.forbids_playing_from_hand
        if not names:
            return True
        game = self.as_game()
        return not any(
            held.name in names
            and self.rules[held.name].forbids_playing_from_hand(game, owner, held, player, card)
            for owner in self.players
            for held in list(owner.in_play.cards)
        )

    def _in_play_after_owner_plays(self, player: Player, card: CardInstance) -> None:
        """The cards in ``player``'s play area that watch their owner's plays, once
        ``card``'s play has resolved, each while it is still there."""
        names = self.hooks.while_in_play_after_owner_plays
        game = self.as_game()
        for held in list(player.in_play.cards):
            if held is not card and held.name in names and held.zone is player.in_play:
                self.rules[held.name].while_in_play_after_owner_plays(game, player, held, card)

    def _mat_after_action(self, player: Player, card: CardInstance) -> None:
        """The Reserve cards on ``player``'s Tavern mat that may be called once an Action
        card they played has finished resolving, one at a time, while still on the mat."""
        names = self.hooks.on_mat_after_action
        game = self.as_game()
        for reserve in list(player.tavern.cards):
            if reserve.name in names and reserve.zone is player.tavern:
                self.rules[reserve.name].on_mat_after_action(game, player, reserve, card)

    def _instead_of_instructions(
        self, player: Player, card: CardInstance
    ) -> tuple[Callable[[], None] | None, str | None]:
        """What a card in any play area (of several cards of one name, the first) or a
        landscape has happen instead of ``card``'s instructions as ``player`` plays it, or
        None. When
        cards of different names would replace them, or an Action card could also be
        played with a Way, ``player`` chooses which applies (Highwayman, Enchantress):
        then the Way, if they chose one."""
        game = self.as_game()
        names = self.hooks.replaces_instructions
        found: dict[str, Callable[[], None]] = {}
        for owner in self.players:
            for held in owner.in_play.cards:
                if held.name in names and held.name not in found:
                    instead = self.rules[held.name].replaces_instructions(
                        game, owner, held, player, card
                    )
                    if instead is not None:
                        found[held.name] = instead
        by_landscape = False
        if self.hooks.landscape_replaces_instructions:
            for name in self.landscapes:
                if name in self.hooks.landscape_replaces_instructions:
                    instead = self.rules[name].landscape_replaces_instructions(game, player, card)
                    if instead is not None:
                        found[name] = instead
                        by_landscape = True
        if not found:
            return None, None
        ways = (
            [
                n
                for n in self.landscapes
                if n in self.hooks.play_as_way
                # a Way that follows the instructions meets the landscape's replacement
                and not (by_landscape and self.rules[n].way_follows_instructions)
            ]
            if self.hooks.play_as_way and card.is_a("Action")
            else []
        )
        labels = [*found, *ways]
        if len(labels) == 1:
            return found[labels[0]], None
        index = self.decide(ChooseOption(player, f"choose what applies to {card.name}", labels))
        if index < len(found):
            return found[labels[index]], None
        return None, labels[index]

    def _pile_token_bonuses(self, player: Player, card: CardInstance) -> None:
        """The bonus of each of ``player``'s bonus tokens on the pile ``card`` comes from (by its
        name: an Estate that plays like another card is still from the Estate pile)."""
        pile = self.catalog.pile_of(card.name) if card.name in self.catalog else card.name
        for token in BONUS_TOKENS:
            if player.pile_tokens.get(token) == pile:
                if self.record:
                    text = f"{player.name}'s {token.label} token gives {token.label}."
                    self.emit(EventType.NOTE, text, player)
                with self.apart_from_plays():
                    self.plus(player, **{f"{token.value}s": 1})

    def player_token_piles(self, player: Player) -> list[str]:
        """The Supply piles that have any of ``player``'s own tokens on them."""
        return list(dict.fromkeys(player.pile_tokens.values()))

    def move_pile_token(self, player: Player, token: PileToken, pile: str) -> None:
        """Move ``player``'s ``token`` onto the Supply pile ``pile`` (from wherever it was)."""
        self.set_pile_token(player, token, pile)
        self.note(
            player, lambda: f"{player.name} moves their {token.label} token to the {pile} pile."
        )

    def set_estate_token(self, player: Player, card: CardInstance) -> None:
        """Move ``player``'s Estate token onto the set-aside ``card`` (Inheritance); the
        types cards have this turn are worked out again."""
        player.estate_token_on = card
        self.note(player, lambda: f"{player.name} moves their Estate token to {card.name}.")
        self.retype_for_turn()

    def take_minus_coin_token(self, player: Player) -> None:
        """``player`` takes their -1 Coin token (Ball): their next coins are one fewer."""
        player.minus_coin_token = True
        self.note(player, lambda: f"{player.name} takes their -1 Coin token.")

    def put_minus_card_token(self, player: Player) -> None:
        """Put ``player``'s -1 Card token on their deck (Borrow): their next draw is one
        card fewer."""
        player.minus_card_token = True
        self.note(player, lambda: f"{player.name} puts their -1 Card token on their deck.")

    def turn_journey_token(self, player: Player) -> bool:
        """Turn ``player``'s Journey token over; True when it is now face up."""
        player.journey_face_up = not player.journey_face_up
        side = "up" if player.journey_face_up else "down"
        self.note(player, lambda: f"{player.name} turns their Journey token face {side}.")
        return player.journey_face_up

    def _choose_way(self, player: Player, card: CardInstance) -> str | None:
        """For an Action card being played: the Way it is played with, if the player
        chooses one of the game's Ways over the card's own instructions."""
        if not card.is_a("Action"):
            return None
        ways = [n for n in self.landscapes if n in self.hooks.play_as_way]
        if not ways:
            return None
        options = [card.name, *ways]
        index = self.decide(
            ChooseOption(player, f"play {card.name} by its own instructions or with a Way", options)
        )
        return ways[index - 1] if index else None

    @contextmanager
    def abilities_of(self, card: CardInstance, player: Player) -> Iterator[None]:
        """While the block runs, ``card``'s abilities, for ``player``, are the ones
        resolving: what they give ``player`` may be changed for this turn (:data:`TRADED`).
        :meth:`play` resolves every play inside one; a card's later ability (Monkey's)
        opens its own."""
        self.resolving.append((card, player))
        if self.play_coins is not None:
            self.play_coins.begin(len(self.resolving) - 1)
        try:
            yield
        finally:
            self.resolving.pop()
            if self.play_coins is not None:
                self.play_coins.leave(len(self.resolving))

    def count_play_coins(self) -> None:
        """From now until the end of this turn, count the coins each play's own abilities
        give (:mod:`engine.game.play_coins`), for :meth:`coins_given_by_play`."""
        if self.play_coins is None:
            self.play_coins = PlayCoins()

    def coins_given_by_play(self, player: Player, index: int) -> int | None:
        """The coins given by the abilities of the ``index``-th card ``player`` played this
        turn (from 0; their own, a Way's), once that play has finished; None before, or
        when it began before :meth:`count_play_coins`."""
        counting = self.play_coins
        return counting.given_by(player.seat, index) if counting is not None else None

    @contextmanager
    def apart_from_plays(self) -> Iterator[None]:
        """Coins given in the block are no play's own (a token's bonus, a Boon received,
        another card's triggered ability): :meth:`coins_given_by_play` leaves them out."""
        counting = self.play_coins
        if counting is None or not self.resolving:
            yield
            return
        with counting.apart(len(self.resolving) - 1):
            yield

    def _traded(self, player: Player) -> bool:
        card, owner = self.resolving[-1]
        return owner is player and card.uid in self.this_turn.get(TRADED)

    def trade_cards_and_coins(self, card: CardInstance) -> None:
        """For the rest of this turn, each +Cards ``card``'s abilities give is that many
        coins instead, and each +coins that many cards (Way of the Chameleon)."""
        self.this_turn.set(TRADED, self.this_turn.get(TRADED) | {card.uid})
        self.trades_seen = True

    def plus(
        self,
        player: Player,
        *,
        cards: int = 0,
        actions: int = 0,
        buys: int = 0,
        coins: int = 0,
        potions: int = 0,
        debt: int = 0,
        vp_tokens: int = 0,
        villagers: int = 0,
        favors: int = 0,
        coffers: int = 0,
    ) -> None:
        """+Cards, +Actions, +Buys, +coins, +Potions, +Debt, victory point tokens,
        Villagers, +Favors and +Coffers: the one way card code changes a player's counters (a
        negative number takes away, never below zero). Debt the player would take in a
        turn another player controls goes to that player (:meth:`debt_taker`). While the
        resolving card's +Cards and +coins are traded this turn
        (:meth:`trade_cards_and_coins`), each gives its player the other (not another
        player reacting meanwhile, such as with Secret Chamber); coins taken away (paid)
        are not traded. While plays' coins are counted (:meth:`count_play_coins`), the
        coins the player gets count for the innermost play resolving if it is theirs."""
        if (
            self.trades_seen
            and (cards > 0 or coins > 0)
            and self.resolving
            and self._traded(player)
        ):
            # only what is given is traded: coins paid stay coins (Capital City)
            cards, coins = max(coins, 0), max(cards, 0) + min(coins, 0)
        if cards:
            self.draw(player, cards)
        if actions and not (player.ignoring_actions and actions > 0):
            total = player.actions + actions
            player.actions = total if total > 0 else 0
        if buys:
            total = player.buys + buys
            player.buys = total if total > 0 else 0
        if coins:
            if coins > 0 and (player.minus_coin_token or self.play_coins is not None):
                coins = self._coins_given(player, coins)
            total = player.coins + coins
            player.coins = total if total > 0 else 0
        if potions:
            total = player.potions + potions
            player.potions = total if total > 0 else 0
        if debt or vp_tokens or villagers or favors or coffers:  # (most plays: none)
            self._plus_tokens(player, debt, vp_tokens, villagers, favors, coffers)

    def _plus_tokens(
        self, player: Player, debt: int, vp_tokens: int, villagers: int, favors: int, coffers: int
    ) -> None:
        """:meth:`plus`'s Debt, victory point tokens, Villagers, Favors and Coffers."""
        if debt:
            taker = self.debt_taker(player) if debt > 0 else player
            taker.debt = max(0, taker.debt + debt)
        if vp_tokens:
            total = player.vp_tokens + vp_tokens
            player.vp_tokens = total if total > 0 else 0
        if villagers:
            total = player.villagers + villagers
            player.villagers = total if total > 0 else 0
        if favors:
            total = player.favors + favors
            player.favors = total if total > 0 else 0
        if coffers:
            total = player.coffers + coffers
            player.coffers = total if total > 0 else 0

    def _coins_given(self, player: Player, coins: int) -> int:
        """The coins ``player`` gets of the ``coins`` given them: one fewer while their
        -1 Coin token is out (it is then taken back); and while plays' coins are counted,
        they count for the innermost play resolving if it is theirs."""
        if player.minus_coin_token:
            coins -= 1
            player.minus_coin_token = False
            self.note(player, lambda: f"{player.name}'s -1 Coin token takes away a coin.")
        if (
            coins > 0
            and self.play_coins is not None
            and self.resolving
            and self.resolving[-1][1] is player
        ):
            self.play_coins.add(len(self.resolving) - 1, coins)  # the play's own coins
        return coins

    def ignore_further_actions(self, player: Player) -> None:
        """``player`` ignores any further +Actions they would get this turn (Snowy
        Village): :meth:`plus` gives them none, nor does spending a Villager."""
        if not player.ignoring_actions:
            player.ignoring_actions = True
            self.note(player, lambda: f"{player.name} ignores any further +Actions this turn.")

    def next_turn_effect(
        self,
        player: Player,
        source: CardInstance,
        run: Callable[[Game, Player], None],
        persistent: bool = False,
        label: str | None = None,
        keep: bool = True,
        quiet: bool = False,
    ) -> StartOfTurnEffect:
        """Have ``run`` happen at the start of ``player``'s next turn (every turn if
        ``persistent``), keeping ``source`` in play until then (unless not ``keep``).
        A ``quiet`` effect only keeps ``source`` in play; nothing is run or ordered."""
        keeps = [source] if keep else []
        effect = StartOfTurnEffect(label or source.name, source, run, keeps, persistent, quiet)
        player.start_of_turn.append(effect)
        return effect

    def drop_next_turn_effects(self, player: Player, source: CardInstance) -> None:
        """Forget the start-of-turn effects ``source`` set up for ``player`` (a Garrison
        that got no tokens), so neither it nor the cards that played it stay in play."""
        player.start_of_turn = [e for e in player.start_of_turn if e.source is not source]

    # -- Attacks -------------------------------------------------------------------
    def _react_to_attack(self, attacker: Player, attack: CardInstance) -> None:
        """Each other player, in turn order, may first react to an Attack being played
        (Moat, Beggar), before any of its instructions; who is unaffected is noted."""
        unaffected: set[str] = set()
        hooks = self.hooks
        for victim in self.others(attacker):
            if hooks.protects_from_attacks and any(
                c.name in hooks.protects_from_attacks for c in victim.in_play.cards
            ):
                unaffected.add(victim.name)
            if hooks.blocks_attack and self._offer_reactions(victim, attack):
                unaffected.add(victim.name)
        self._unaffected[id(attack)] = unaffected

    def _offer_reactions(self, victim: Player, attack: CardInstance) -> bool:
        """Offer ``victim`` each reaction in hand, one at a time, then each reaction that
        reached their hand meanwhile (a Moat drawn by Diplomat); True if unaffected."""
        game = self.as_game()
        names = self.hooks.blocks_attack
        offered: set[int] = set()
        unaffected = False
        while True:
            fresh = [c for c in victim.hand.cards if c.name in names and c.uid not in offered]
            if not fresh:
                return unaffected
            for reactor in fresh:
                offered.add(reactor.uid)
                if reactor.zone is victim.hand and self.rules[reactor.name].blocks_attack(
                    game, victim, reactor, attack
                ):
                    unaffected = True

    def attack_targets(self, attacker: Player, attack: CardInstance) -> list[Player]:
        """The other players the Attack being played affects, in turn order (its
        reactions were offered when it was played)."""
        if id(attack) not in self._unaffected:
            self._react_to_attack(attacker, attack)
        unaffected = self._unaffected[id(attack)]
        return [p for p in self.others(attacker) if p.name not in unaffected]
