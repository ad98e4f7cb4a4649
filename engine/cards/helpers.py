"""Helpers that several cards share: choosing, trashing, cursing, discarding down."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

from engine.card import CardRules
from engine.decisions import ChooseSupply, NameCard, OrderCards
from engine.game.notes import Note
from engine.state_keys import Compare, ScenarioError, game_key, player_key
from engine.values import Cost, PileToken, ZoneKind, up_to

if TYPE_CHECKING:
    from engine.catalog import CardFacts
    from engine.game import Game
    from engine.player import Player
    from engine.zones import CardInstance, Zone


def costs_up_to(game: Game, limit: Cost) -> Callable[[CardInstance], bool]:
    """A test for cards whose current cost is up to ``limit``."""
    return lambda c: game.cost(c).at_most(limit)


def trash_and_gain_costing_more(game: Game, player: Player, more: int) -> None:
    """Trash a card from ``player``'s hand; if they did, gain a card costing up to
    ``more`` coins more than it (Remodel, Expand, Tanuki, Enlarge)."""
    trashed = trash_from_hand(game, player, "trash a card")
    if trashed is not None:
        limit = game.cost(trashed).plus_coins(more)
        game.choose_and_gain(player, "gain a card", costs_up_to(game, limit))


def trash_from_hand(
    game: Game,
    player: Player,
    prompt: str,
    test: Callable[[CardInstance], bool] | None = None,
    optional: bool = False,
) -> CardInstance | None:
    """Ask for a card from hand (passing ``test``) and trash it; return it if trashed."""
    pool = [c for c in player.hand.cards if test is None or test(c)]
    chosen = game.choose_card(player, prompt, pool, optional=optional)
    if chosen is not None and game.trash_card(player, chosen, player.hand):
        return chosen
    return None


def curse_each_other(game: Game, player: Player, attack: CardInstance) -> None:
    """Each other player affected by ``attack`` gains a Curse, in turn order."""
    for victim in game.attack_targets(player, attack):
        game.gain_named(victim, "Curse")


def discard_down_to(game: Game, victim: Player, size: int) -> None:
    """``victim`` discards cards of their choice, all at once, until ``size`` are left in
    hand."""
    extra = len(victim.hand) - size
    if extra > 0:
        chosen = game.choose_cards(
            victim, f"discard down to {size} cards", victim.hand.cards, extra, extra
        )
        game.discard_each(victim, chosen, victim.hand)  # together (several Weavers react after)


def play_where_it_is(game: Game, player: Player, card: CardInstance, where: Zone) -> bool:
    """Put ``card`` from ``where`` (the discard pile, the trash) into ``player``'s play
    area and play it, using no Action: a card that plays itself when it is gained,
    trashed or discarded (Berserker, Weaver, Trail), on any player's turn; False, with
    nothing played, when it is no longer there (it has lost track of itself)."""
    if not game.move(card, where, player.in_play, player=player, verb="puts"):
        return False
    game.play(player, card, from_hand=False)
    return True


def play_one_from_hand(game: Game, player: Player, name: str) -> None:
    """Let ``player`` play a card named ``name`` from their hand (Sauna and Avanto)."""
    pool = game.playable_from_hand(player, lambda c: c.name == name)
    chosen = game.choose_card(player, f"play {name} from your hand", pool, optional=True)
    if chosen is not None:
        game.play(player, game.where_to_play_from(player, chosen))


def cheap_plain_action(game: Game, c: CardInstance) -> bool:
    """An Action costing up to 4 coins that is neither a Duration nor a Command card
    (what Prince sets aside and Captain plays)."""
    return (
        c.is_a("Action")
        and not c.is_a("Duration")
        and not c.is_a("Command")
        and game.cost(c).at_most(up_to(4))
    )


def costs_three_to_six(game: Game, c: CardInstance) -> bool:
    """A card costing from 3 to 6 coins (Graverobber, Rogue)."""
    cost = game.cost(c)
    return cost.at_least(up_to(3)) and cost.at_most(up_to(6))


def call(game: Game, player: Player, card: CardInstance) -> bool:
    """Call a Reserve card from the Tavern mat into play; False if it is not there."""
    return game.move(card, player.tavern, player.in_play, verb="calls")


def gain_from_trash(
    game: Game,
    player: Player,
    prompt: str,
    test: Callable[[CardInstance], bool],
    to: ZoneKind | None = None,
) -> CardInstance | None:
    """Choose a card in the trash that passes ``test`` and gain it."""
    pool = [c for c in game.trash.cards if test(c)]
    chosen = game.choose_card(player, prompt, pool)
    return game.gain(player, chosen, game.trash, to) if chosen is not None else None


def gain_horses(game: Game, player: Player, count: int, to: ZoneKind | None = None) -> None:
    """Gain ``count`` Horses, one at a time, while any are left."""
    for _ in range(count):
        game.gain_named(player, "Horse", to=to)


def gain_from_pile(
    game: Game, player: Player, pile: str, to: ZoneKind | None = None
) -> CardInstance | None:
    """Gain the top card of a pile, whatever it is ("gain a Ruins", "gain a Loot"), in
    the Supply or beside it, and show it to everyone (a Loot is revealed; a Ruins was face
    up); None when the pile is empty or not in the game."""
    zone = game.home_pile(pile)
    if zone is None or not zone.cards:
        game.note(player, lambda: f"{player.name} gains no {pile}: there is none left.")
        return None
    card = zone.cards[0]
    game.reveal(player, card)
    return game.gain(player, card, zone, to)


def wait_in_play(game: Game, player: Player, card: CardInstance, label: str) -> None:
    """Keep ``card`` in play, turn after turn, until :func:`stop_waiting` (a Duration
    waiting for "the next time" something happens: Cutthroat, Search). Each play of the
    card waits once; a card that played it (Throne Room) stays with it."""
    game.next_turn_effect(player, card, lambda g, p: None, persistent=True, label=label, quiet=True)


def stop_waiting(player: Player, card: CardInstance, label: str) -> int:
    """End every :func:`wait_in_play` of ``card``; how many there were (how many times the
    "next time" effect now happens). The card is then discarded in the next Clean-up."""
    waiting = [e for e in player.start_of_turn if e.source is card and e.label == label]
    player.start_of_turn = [e for e in player.start_of_turn if e not in waiting]
    return len(waiting)


def play_from_supply(
    game: Game,
    player: Player,
    card: CardInstance,
    prompt: str,
    test: Callable[[CardInstance], bool],
) -> None:
    """Choose an Action card in the Supply and play it, leaving it there."""
    choice = game.choose_from_supply(player, prompt, test)
    if choice is not None:
        game.play(player, choice, from_hand=False, by=card)


def to_tavern(game: Game, player: Player, card: CardInstance) -> None:
    """Put a Reserve card from play onto its owner's Tavern mat."""
    game.move(card, player.in_play, player.tavern, verb="puts")


def play_times(
    game: Game,
    player: Player,
    by: CardInstance | None,
    kind: str,
    times: int,
    prompt: str,
    optional: bool = True,
) -> CardInstance | None:
    """Let ``player`` choose a card of ``kind`` from their hand, or one they may play as
    if it were there (a Shadow in their deck; they may choose none, if ``optional``), and
    play it ``times`` times, ``by`` staying in play as long as it
    does (Throne Room, King's Court, Tiara; ``None`` for an Event: Practice)."""
    pool = game.playable_from_hand(player, lambda c: c.is_a(kind))
    target = game.choose_card(player, prompt, pool, optional=optional) if pool else None
    if target is not None:
        target = game.where_to_play_from(player, target)
        game.play(player, target, from_hand=True, by=by)
        for _ in range(times - 1):
            game.play(player, target, from_hand=False, by=by)
    return target


def still_where_gained(
    game: Game, player: Player, gained: CardInstance, kinds: tuple[ZoneKind, ...]
) -> Zone | None:
    """The zone of ``player``'s where ``gained`` was put when gained, if it is still
    there and that zone is of one of ``kinds``; else None (the card has moved on)."""
    where = game.gained_where(gained)
    if where is None or where.owner is not player or where.kind not in kinds:
        return None
    return where


def trash_a_revealed_treasure(
    game: Game, player: Player, victim: Player, count: int
) -> CardInstance | None:
    """``victim`` reveals their top ``count`` cards; ``player`` chooses a Treasure among
    them to trash, and the rest are discarded (Thief, Pirate Ship). Returns the trashed
    card, if any."""
    shown = game.reveal_from_deck(victim, count)
    pool = [c for c in shown if c.is_a("Treasure")]
    chosen = game.choose_card(player, f"choose a Treasure of {victim.name}'s to trash", pool)
    trashed = (
        chosen if chosen is not None and game.trash_card(victim, chosen, victim.revealed) else None
    )
    for c in shown:
        if c.zone is victim.revealed:
            game.discard(victim, c, victim.revealed)
    return trashed


class RevealToBeUnaffected(CardRules):
    """A Reaction: when another player plays an Attack, the owner may reveal it from their
    hand to be unaffected by that Attack (Moat, Shield)."""

    def blocks_attack(
        self, game: Game, player: Player, reactor: CardInstance, attack: CardInstance
    ) -> bool:
        if game.may(player, f"reveal {reactor.name} to be unaffected by {attack.name}"):
            game.reveal(player, reactor)
            return True
        return False


class Traveller(CardRules):
    """A Traveller: when you discard it from play, you may exchange it for the next card
    of its line (``becomes``). The exchange returns it to its pile and puts the other
    card in your discard pile; nothing is gained. It is offered only when it can happen
    (the card is in your discard pile and the next pile has a card)."""

    becomes: ClassVar[str] = ""
    """The name of the next card in the line (Page: Treasure Hunter)."""

    def when_discarded_from_play(self, game: Game, player: Player, card: CardInstance) -> None:
        if card.zone is not player.discard or not game.can_exchange(card, self.becomes):
            return
        if game.may(player, f"exchange {card.name} for a {self.becomes}"):
            game.exchange(player, card, self.becomes)


def costs_exactly_coins(game: Game, c: CardInstance, *amounts: int) -> bool:
    """True when ``c`` costs exactly one of ``amounts`` in coins, with no Potion or Debt
    (Warrior: 3 or 4 coins)."""
    cost = game.cost(c)
    return cost.potion == 0 and cost.debt == 0 and cost.coins in amounts


def action_supply_piles(game: Game) -> list[str]:
    """The Supply piles that are Action piles: the pile's card is an Action card, or for
    a pile of different cards its randomizer is, as the pile's first card (Encampment,
    a Knight, a Ruins) shows; so the Castles are not one, though some Castles are Actions."""
    return [
        pile
        for pile in game.supply
        if (cards := game.catalog.pile_cards(pile)) and "Action" in cards[0].types
    ]


def move_token_to_a_pile(
    game: Game, player: Player, token: PileToken, piles: list[str] | None = None
) -> str | None:
    """Ask ``player`` for one of ``piles`` (every Action Supply pile unless given) and
    move their ``token`` there (Teacher, Lost Arts, Training, Pathfinding, Ferry, Plan)."""
    options = action_supply_piles(game) if piles is None else piles
    prompt = f"choose an Action Supply pile for your {token.label} token"
    pile = game.decide(ChooseSupply(player, prompt, options))
    if pile is not None:
        game.move_pile_token(player, token, pile)
    return pile


def topdeck_in_chosen_order(
    game: Game,
    player: Player,
    cards: list[CardInstance],
    expected: Zone,
    prompt: str = "put the rest back, top card first",
) -> None:
    """Put ``cards`` from ``expected`` onto ``player``'s deck in the order they choose,
    top card first (asked only when the order can make a difference)."""
    order = game.decide(OrderCards(player, prompt, cards))
    for c in reversed(order):
        game.topdeck(player, c, expected)


def put_back_from_play(
    game: Game,
    player: Player,
    card: CardInstance,
    chosen_note: Note[frozenset[int] | None],
    offer: Callable[[], tuple[str, list[CardInstance], int]],
) -> bool:
    """For an ``instead_of_discarding_from_play`` that puts cards from play onto the deck
    (Scheme, Herbalist): whether ``card`` went there. Once a turn, as Clean-up discards
    the play area, ``offer`` says what to ask, of which cards and how many at most; the
    player picks them, and those leaving play go onto their deck in the order they choose
    (one a Duration keeps in play stays). ``chosen_note`` remembers the pick."""
    chosen = game.this_turn.get(chosen_note)
    if chosen is None:
        prompt, pool, most = offer()
        picked = game.choose_cards(player, prompt, pool, 0, min(most, len(pool)))
        chosen = frozenset(c.uid for c in picked)
        game.this_turn.set(chosen_note, chosen)
        kept = {c for e in player.start_of_turn for c in e.keeps}
        leaving = [c for c in picked if c not in kept]
        topdeck_in_chosen_order(game, player, leaving, player.in_play)
    return card.uid in chosen and card.zone is player.deck


def discard_any_then_put_back(
    game: Game, player: Player, seen: list[CardInstance], prompt: str = "discard any number"
) -> None:
    """Of the cards ``player`` looked at (in their revealed zone), discard any number and
    put the rest back in any order (Night Watchman, Sextant, The Sun's Gift)."""
    for c in game.choose_cards(player, prompt, seen, 0, len(seen)):
        game.discard(player, c, player.revealed)
    rest = [c for c in seen if c.zone is player.revealed]
    topdeck_in_chosen_order(game, player, rest, player.revealed)


def discard_all_or_put_back(
    game: Game, player: Player, seen: list[CardInstance], prompt: str
) -> None:
    """Of the cards ``player`` looked at (in their revealed zone), discard them all or put
    them back in any order (Navigator, Survivors)."""
    if not seen:
        return
    if game.may(player, prompt):
        for c in seen:
            game.discard(player, c, player.revealed)
        return
    topdeck_in_chosen_order(game, player, seen, player.revealed, "put them back, top card first")


AFFECTED: Note[frozenset[str]] = Note("players a lasting Attack affects", frozenset, frozenset())
"""By the Attack card's uid: the players it affects until its owner's next turn."""


def note_affected(game: Game, player: Player, attack: CardInstance) -> None:
    """Remember the players ``attack`` affects (those no reaction made unaffected), for an
    Attack whose effect lasts until its owner's next turn (Swamp Hag, Gatekeeper, Blockade)."""
    victims = frozenset(p.name for p in game.attack_targets(player, attack))
    game.remembered.set(AFFECTED, victims, attack.uid)


def affects_every_other(game: Game, player: Player, attack: CardInstance) -> None:
    """Remember that ``attack`` affects every other player, as if no one had blocked it
    (a lasting Attack written in play since its owner's last turn)."""
    game.remembered.set(AFFECTED, frozenset(p.name for p in game.others(player)), attack.uid)


def still_affects(game: Game, owner: Player, attack: CardInstance, other: Player) -> bool:
    """True while ``attack`` waits in ``owner``'s play area for their next turn and it
    affected ``other`` (see :func:`note_affected`)."""
    waiting = any(e.source is attack for e in owner.start_of_turn)
    return waiting and other.name in game.remembered.get(AFFECTED, attack.uid)


def first_of_kind_while_affected(
    game: Game, owner: Player, attack: CardInstance, player: Player, played: CardInstance, kind: str
) -> bool:
    """True when ``played`` is the first card of type ``kind`` that ``player`` (another
    player than ``owner``) plays on their own turn while ``attack`` still affects them
    (Enchantress: the first Action; Highwayman: the first Treasure)."""
    if (
        player is owner
        or player is not game.current
        or not played.is_a(kind)
        or not still_affects(game, owner, attack, player)
    ):
        return False
    earlier = player.plays_this_turn[:-1]
    return not any(kind in game.catalog[name].types for name in earlier)


class PlayedWhenAnyoneGains(CardRules):
    """A card that, in its owner's hand, may be played when anyone (its owner too) gains
    a card of the type :attr:`gained_type` (Pirate: a Treasure; Stowaway: a Duration),
    unless a card in play forbids playing it from hand (Warlord)."""

    gained_type: ClassVar[str] = ""

    def in_hand_when_any_gains(
        self, game: Game, holder: Player, card: CardInstance, gainer: Player, gained: CardInstance
    ) -> None:
        if not gained.is_a(self.gained_type):
            return
        if game.may_play_from_hand(holder, card) and game.may(
            holder, f"play {card.name} from your hand ({gainer.name} gained {gained.name})"
        ):
            game.play(holder, card)


class LastingAttack(CardRules):
    """An Attack-Duration that affects other players until its owner's next turn, when
    :meth:`at_next_turn` happens (Enchantress, Haunted Woods, Swamp Hag, Gatekeeper,
    Highwayman). Played, it notes whom it affects (Moat, Lighthouse); written in play by
    a scenario, it affects every other player."""

    def at_next_turn(self, game: Game, player: Player, card: CardInstance) -> None:
        """What happens at the start of ``player``'s next turn."""

    def wait_for_next_turn(self, game: Game, player: Player, card: CardInstance) -> bool:
        affects_every_other(game, player, card)
        game.next_turn_effect(player, card, lambda g, p: self.at_next_turn(g, p, card))
        return True

    def on_play(self, game: Game, player: Player, card: CardInstance) -> None:
        self.wait_for_next_turn(game, player, card)
        note_affected(game, player, card)


def differently_named(cards: Iterable[CardInstance]) -> int:
    """How many different card names ``cards`` hold (Harvest, Horn of Plenty, Fairgrounds,
    Carnival, Housecarl: "differently named cards")."""
    return len({c.name for c in cards})


def has_duplicates(cards: Iterable[CardInstance]) -> bool:
    """True when two of ``cards`` share a name (Menagerie)."""
    names = [c.name for c in cards]
    return len(set(names)) < len(names)


def reveal_until(
    game: Game, player: Player, test: Callable[[CardInstance], bool], count: int = 1
) -> tuple[list[CardInstance], list[CardInstance]]:
    """Reveal cards from ``player``'s deck one at a time until ``count`` of them pass
    ``test``, shuffling when the deck runs out (the cards already revealed stay out of
    the shuffle), or until deck and discard pile are both used up. Returns the cards
    that passed and every card revealed, in order; all stay revealed (Golem, Farming
    Village, Fortune Teller, Hunting Party)."""
    found: list[CardInstance] = []
    shown: list[CardInstance] = []
    with game.one_draw():  # (one draw: Avoid)
        while len(found) < count:
            revealed = game.reveal_from_deck(player, 1)
            if not revealed:
                break
            shown += revealed
            found += [c for c in revealed if test(c)]
    return found, shown


def draw_until_hand_holds(game: Game, player: Player, size: int) -> None:
    """Draw one card at a time until ``player`` has ``size`` cards in hand or nothing is
    left to draw (Watchtower, Cursed Village, Jack of All Trades): one draw, so a shuffle
    it causes keeps out what an earlier shuffle of it kept out (Avoid)."""
    with game.one_draw():
        while len(player.hand) < size and game.draw(player, 1):
            pass


def discard_revealed(game: Game, player: Player, cards: Iterable[CardInstance]) -> None:
    """Discard those of ``cards`` that are still among ``player``'s revealed cards."""
    for c in cards:
        if c.zone is player.revealed:
            game.discard(player, c, player.revealed)


class SetsAsideUntilNextTurn(CardRules):
    """A card that sets a card aside until its owner's next turn, then does something
    with it as that turn starts (Horse Traders returns itself to hand; Farmhands plays
    the card). The set-aside area is labelled with this card's name."""

    def at_start_of_next_turn(self, game: Game, player: Player, kept: CardInstance) -> None:
        """What happens at the start of the next turn to ``kept``, still set aside."""

    def set_aside_until_next_turn(
        self, game: Game, player: Player, kept: CardInstance, expected: Zone, label: str
    ) -> bool:
        """Set ``kept`` aside from ``expected`` until ``player``'s next turn; False when
        it was not there to set aside."""
        if not game.set_aside(player, kept, expected, label):
            return False
        self.wait_set_aside(game, player, kept, label)
        return True

    def wait_set_aside(self, game: Game, player: Player, kept: CardInstance, label: str) -> None:
        """Have ``kept``, set aside under ``label``, wait for ``player``'s next turn."""
        zone = player.set_aside_zone(label)

        def run(g: Game, p: Player) -> None:
            if kept.zone is zone:
                self.at_start_of_next_turn(g, p, kept)

        game.next_turn_effect(player, kept, run, label=label, keep=False)


class PlaysSetAsideNextTurn(SetsAsideUntilNextTurn):
    """A card or landscape that sets a card aside (labelled ``label``) and plays it at
    the start of its owner's next turn, using no Action (Delay, Reap, Way of the Turtle).
    The plays of differently named cards it set aside are ordered by their owner, as any
    two things that happen at the start of a turn: their effects are then named
    ``"Delay: Smithy"``."""

    label: ClassVar[str] = ""
    """The name of the set-aside area (the card's or landscape's name)."""

    def wait_set_aside(self, game: Game, player: Player, kept: CardInstance, label: str) -> None:
        super().wait_set_aside(game, player, kept, label)
        mine = [
            e
            for e in player.start_of_turn
            if e.source is not None and (e.label == label or e.label.startswith(f"{label}: "))
        ]
        if len({e.source.name for e in mine if e.source is not None}) > 1:
            for e in mine:
                if e.source is not None:
                    e.label = f"{label}: {e.source.name}"

    def at_start_of_next_turn(self, game: Game, player: Player, kept: CardInstance) -> None:
        if game.move(kept, player.set_aside_zone(self.label), player.in_play, verb="puts"):
            game.play(player, kept, from_hand=False)


def until_next_turn_key(
    key: str, label: str, accepts: Callable[[CardFacts], bool] | None = None, what: str = ""
) -> None:
    """Register the state key ``key``: the cards a :class:`SetsAsideUntilNextTurn` card
    named ``label`` has set aside until the player's next turn (set up waiting for it).
    With ``accepts``, a card it refuses is an error (``what`` names the cards allowed)."""

    def apply(game: Game, player: Player, names: list[str]) -> None:
        rules = game.rules_of(label)
        if not isinstance(rules, SetsAsideUntilNextTurn):
            raise ScenarioError(f"{key}: {label} sets nothing aside until the next turn")
        for name in names:
            if accepts is not None and not accepts(game.catalog[name]):
                raise ScenarioError(f"{key}: {label} sets aside only {what}, not {name}")
            kept = game.new_card(name, player.set_aside_zone(label))
            rules.wait_set_aside(game, player, kept, label)

    def read(game: Game, player: Player) -> list[str]:
        zone = player.set_aside.get(label)
        return zone.names() if zone is not None else []

    player_key(key, apply, read, Compare.MULTISET)


class PlaysHeldActionNextTurn(CardRules):
    """A card that sets an Action card aside and plays it at the start of its owner's
    next turn (Contract, Royal Galley; Ghost plays it twice). The set-aside area is
    labelled with the card's name and uid; the ``holding`` key sets one up."""

    plays_next_turn: ClassVar[int] = 1
    """How many times the held card is played then."""
    plays_as_source: ClassVar[bool] = False
    """True when the held card is played by this card (Ghost's two plays), for the
    abilities that ask what played a card."""

    def hold(self, game: Game, player: Player, card: CardInstance, held: CardInstance,
             where: Zone) -> None:  # fmt: skip
        """Set ``held`` aside from ``where`` (if it is still there) until the next turn."""
        label = f"{card.name}:{card.uid}"
        if game.set_aside(player, held, where, label):
            self._wait(game, player, card, player.set_aside_zone(label), held)

    def wait_holding(
        self, game: Game, player: Player, card: CardInstance, names: list[str]
    ) -> bool:
        if len(names) != 1 or "Action" not in game.catalog[names[0]].types:
            return False
        area = player.set_aside_zone(f"{card.name}:{card.uid}")
        self._wait(game, player, card, area, game.new_card(names[0], area))
        return True

    def _wait(
        self, game: Game, player: Player, card: CardInstance, area: Zone, held: CardInstance
    ) -> None:
        times, source = self.plays_next_turn, card if self.plays_as_source else None

        def play_it(g: Game, p: Player) -> None:
            if g.move(held, area, p.in_play, player=p, verb="puts"):
                for _ in range(times):
                    g.play(p, held, from_hand=False, by=source)

        game.next_turn_effect(player, card, play_it, label=card.name)


def named_this_turn_key(key: str, note: Note[frozenset[str]]) -> None:
    """Register the game key ``key``: the cards named this turn for a card that keeps
    them in ``note`` (Contraband's, War Chest's), set up and read as a list."""

    def apply(game: Game, player: Player, names: list[str]) -> None:
        game.this_turn.set(note, frozenset(names))

    def read(game: Game, player: Player) -> list[str]:
        named: frozenset[str] = game.this_turn.get(note)
        return sorted(named)

    game_key(key, apply, read, Compare.MULTISET)


def name_any_card(game: Game, player: Player, prompt: str) -> str:
    """``player`` names a card: any card's name, in this game or not (Journeyman, Doctor)."""
    names = sorted(n for n in game.catalog.card_names if not game.catalog[n].landscape)
    return game.decide(NameCard(player, prompt, names))


def to_hand_next_turn(
    game: Game, player: Player, card: CardInstance, area: Zone, label: str
) -> None:
    """At the start of ``player``'s next turn the cards set aside in ``area`` go to their
    hand (Cargo Ship, Research): one next-turn effect of ``card``, named ``label``."""

    def come_back(g: Game, p: Player) -> None:
        for c in list(area.cards):
            g.move(c, area, p.hand, verb="puts")

    game.next_turn_effect(player, card, come_back, label=label)
