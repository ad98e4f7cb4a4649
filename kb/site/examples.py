"""An example (a scenario) as a reader sees it: its claim, the set-up, the steps and
the expected result in words, and the engine's own narration with the verified mark."""

from __future__ import annotations

import html
from collections.abc import Collection
from typing import Any

from pydantic import BaseModel

from engine.format.scenario import (
    EventPattern,
    Expect,
    ExtraTurnSpec,
    HoldingSpec,
    PlayerExpect,
    PlayerSetup,
    Scenario,
    Step,
)
from engine.runner import RunResult
from engine.setup import keys_registered
from engine.state_keys import GAME_KEYS, PLAYER_KEYS
from kb.site.context import Site
from kb.site.text import escape, plain
from kb.vocabulary import count, one_line, spelled, words

__all__ = [
    "FOLD_SUMMARY",
    "VERIFIED",
    "changes_table",
    "checked_places",
    "narration",
    "render_example",
    "render_examples",
]

VERIFIED = "Verified by the reference engine"

_ZONES = {
    "hand": "hand",
    "deck": "deck (top card first)",
    "discard": "discard pile",
    "in_play": "in play",
    "set_aside": "set aside",
    "exile": "Exile mat",
    "revealed": "revealed",
    "states": "States",
}
_UNORDERED = " (in any order)"
_PLACES = {
    "hand": "their hand",
    "deck": "their deck",
    "discard": "their discard pile",
    "in_play": "play",
    "set_aside": "a set-aside area",
    "exile": "their Exile mat",
    "revealed": "the revealed cards",
    "tavern": "their Tavern mat",
}
"""A zone after "from" or "to" in a sentence (``discards Captain from play``)."""
_VERBS = {
    "play": "plays",
    "buy": "buys",
    "gain": "gains",
    "trash": "trashes",
    "discard": "discards",
    "draw": "draws",
    "reveal": "reveals",
    "shuffle": "shuffles",
    "set_aside": "sets aside",
    "move": "moves",
    "choose": "makes a choice about",
    "lose_track": "loses track of",
    "turn": "starts a turn",
    "phase": "moves to a new phase",
    "score": "scores",
}


def _counters(p: PlayerSetup | PlayerExpect) -> list[str]:
    out = []
    if p.actions is not None:
        out.append(count(p.actions, "Action"))
    if p.buys is not None:
        out.append(count(p.buys, "Buy"))
    if p.coins is not None:
        out.append(f"${p.coins} ({count(p.coins, 'coin')})")
    if p.potions is not None:
        out.append(count(p.potions, "Potion"))
    if p.debt is not None:
        out.append(f"{p.debt} Debt")
    if p.vp_tokens is not None:
        out.append(f"{count(p.vp_tokens, 'VP (victory points) token')}")
    if p.villagers is not None:
        out.append(f"{count(p.villagers, 'Villager')}")
    if p.favors is not None:
        out.append(count(p.favors, "Favor"))
    if p.coffers is not None:
        out.append(f"{p.coffers} Coffers")
    return out


_SAID = {
    *_ZONES,
    *("actions", "buys", "coins", "potions", "debt", "vp_tokens", "villagers", "favors"),
    *("players", "turn", "phase", "kingdom", "events", "piles", "black_market", "boons"),
    *("hexes", "trash", "shuffle", "supply", "score", "winners", "no_events", "pending"),
}
"""The keys the sentences of a set-up or an expectation say in their own words."""


def _other_keys(w: _Writer, model: BaseModel, expect: bool) -> list[str]:
    """Each state key written that the sentences leave out (a mat, a token, the turn's
    facts), as the format's description of it and its value."""
    keys = PLAYER_KEYS if isinstance(model, PlayerSetup | PlayerExpect) else GAME_KEYS
    keys_registered(keys, model)  # a key a card's module registers (Embargo's tokens)
    said = _SAID - {"piles", "turn", "phase"} if expect and keys is GAME_KEYS else _SAID
    out = []
    for name, field in type(model).model_fields.items():
        value = getattr(model, name)
        if name in said or name not in keys or name not in model.model_fields_set:
            continue
        if value is None:
            continue
        label = (field.description or name).removeprefix("(extension) ")
        label = label.split(", such as")[0].split(" (")[0].rstrip(".")
        if keys is PLAYER_KEYS:  # a part of the player's line, not a sentence
            label = label[0].lower() + label[1:]
        out.append(f"{escape(label)}: {w.value(value)}")
    return out


class _Writer:
    def __init__(self, site: Site, here: str) -> None:
        self.site = site
        self.here = here

    def card(self, name: str) -> str:
        return self.site.linker.name(self.here, name)

    def cards(self, names: list[str], empty: str = "none", ordered: bool = False) -> str:
        """Names in words, each linked once: repeats become ``Copper (3 copies)``.

        An ordered list (a deck, top first) groups only neighbouring repeats.
        """
        if not names:
            return empty
        groups: list[list[Any]] = []
        for name in names:
            same = [g for g in groups if g[0] == name]
            if ordered and groups and groups[-1][0] == name:
                groups[-1][1] += 1
            elif not ordered and same:
                same[0][1] += 1
            else:
                groups.append([name, 1])
        return words([self.card(n) + (f" ({k} copies)" if k > 1 else "") for n, k in groups])

    def player(self, name: str, p: PlayerSetup | PlayerExpect, expect: bool) -> str:
        parts = []
        for zone, label in _ZONES.items():
            value = getattr(p, zone, None)
            if value is None or (not expect and not value):
                continue
            unordered = _UNORDERED if expect and zone != "deck" and len(value) > 1 else ""
            parts.append(f"{label}{unordered}: {self.cards(value, 'empty', zone == 'deck')}")
        parts += _counters(p)
        parts += _other_keys(self, p, expect)
        return f"{escape(name)} — " + "; ".join(parts) if parts else ""

    def value(self, value: Any) -> str:
        """A state key's value in words: names linked, a mapping as its pairs."""
        if value is True or value is False:
            return "yes" if value else "no"
        if isinstance(value, int):
            return str(value)
        if isinstance(value, str):
            return self.card(value) if self.site.linker.names.get(value) else escape(value)
        if isinstance(value, ExtraTurnSpec):
            by = f", controlled by {escape(value.controlled_by)}" if value.controlled_by else ""
            return f"{escape(value.player)} ({self.card(value.card)}{by})"
        if isinstance(value, HoldingSpec):
            return f"{self.card(value.card)} holding {self.cards(list(value.cards))}"
        if isinstance(value, dict):
            pairs = [f"{self.value(k)} {self.value(v)}" for k, v in value.items()]
            return words(pairs) if pairs else "none"
        if value and all(isinstance(v, str) for v in value):
            return self.cards(list(value), "none", True)
        return words([self.value(v) for v in value]) if value else "none"

    def event(self, e: EventPattern) -> str:
        who = escape(e.player) if e.player else "A player"
        text = f"{who} {_VERBS.get(e.type, e.type)}"
        if e.card:
            text += f" {self.card(e.card)}"
        if e.from_:
            text += f" from {self.place(e.from_)}"
        if e.to:
            text += " into play" if e.to == "in_play" else f" to {self.place(e.to)}"
        return text

    def place(self, where: str) -> str:
        known = {
            "supply": "the Supply",
            "trash": "the trash",
            "black_market": "the Black Market deck",
        }
        if where in known:
            return known[where]
        if where in _PLACES:
            return _PLACES[where]
        return self.card(where)

    def answer(self, value: str | int | list[str]) -> str:
        if isinstance(value, list):
            return self.cards(value, "nothing")
        if isinstance(value, int):
            return f"the number {value}"
        if value in ("yes", "no"):
            return f"“{value}”"
        return self.card(value) if self.site.linker.names.get(value) else f"“{escape(value)}”"


def _setup_lines(w: _Writer, s: Scenario) -> list[str]:
    setup = s.setup
    turn = setup.turn or setup.players[0]
    lines = [
        f"Players, in seat order: {words([escape(p) for p in setup.players])}. "
        f"It is {escape(turn)}'s turn, in the {setup.phase.capitalize()} phase."
    ]
    if setup.kingdom:
        lines.append(f"Kingdom piles: {w.cards(setup.kingdom)}.")
    if setup.events:
        lines.append(f"Events and other landscape cards: {w.cards(setup.events)}.")
    for pile, value in setup.piles.items():
        if isinstance(value, int):
            lines.append(f"The {w.card(pile)} pile holds {count(value, 'card')}.")
        else:
            lines.append(
                f"The {w.card(pile)} pile holds, top first: {w.cards(value, 'nothing', True)}."
            )
    if setup.black_market is not None:
        lines.append(f"Black Market deck, top first: {w.cards(setup.black_market, 'empty', True)}.")
    if setup.boons:
        lines.append(
            f"The Boon deck, top first: {w.cards(setup.boons, ordered=True)}, then the rest."
        )
    if setup.hexes:
        lines.append(
            f"The Hex deck, top first: {w.cards(setup.hexes, ordered=True)}, then the rest."
        )
    if setup.trash:
        lines.append(f"Trash: {w.cards(setup.trash)}.")
    if setup.shuffle == "as-listed":
        lines.append("A shuffled pile keeps the order written here.")
    lines += [f"{line}." for line in _other_keys(w, setup, expect=False)]
    for name in setup.players:
        line = w.player(name, setup.player(name), expect=False)
        if line:
            lines.append(line + ".")
    return lines


def _expect_lines(w: _Writer, e: Expect) -> list[str]:
    lines = []
    for name, p in e.players().items():
        line = w.player(name, p, expect=True)
        if line:
            lines.append(line + ".")
    for pile, n in (e.supply or {}).items():
        lines.append(f"The {w.card(pile)} pile in the Supply has {count(n, 'card')} left.")
    if e.trash is not None:
        lines.append(
            f"The trash holds{_UNORDERED if len(e.trash) > 1 else ''}: {w.cards(e.trash, 'nothing')}."
        )
    if e.black_market is not None:
        lines.append(f"The Black Market deck, top first: {w.cards(e.black_market, 'empty', True)}.")
    lines += [f"{line}." for line in _other_keys(w, e, expect=True)]
    for player, vp in (e.score or {}).items():
        lines.append(f"{escape(player)} scores {vp} VP (victory points).")
    if e.winners is not None:
        who = words([escape(name) for name in e.winners])
        lines.append(f"{who} {'wins' if len(e.winners) == 1 else 'share the victory'}.")
    if e.events:
        seq = "; then ".join(w.event(ev) for ev in e.events)
        lines.append(f"These happen in this order (other things may happen between): {seq}.")
    if e.no_events:
        lines.append(f"These must not happen: {'; '.join(w.event(ev) for ev in e.no_events)}.")
    if e.pending is not None:
        who = f" for {escape(e.pending.by)}" if e.pending.by else ""
        opts = e.pending.options
        listed = f", with the options {words([w.answer(o) for o in opts])}" if opts else ""
        lines.append(f"A decision is still waiting{who}{listed}.")
    return lines


def _step_line(w: _Writer, step: Step, turn: str, players: list[str]) -> tuple[str, str]:
    actor = escape(step.by or turn)
    action = step.action
    if action == "play":
        text = f"{actor} plays {w.card(step.play or '')}."
    elif action == "buy":
        text = f"{actor} buys {w.card(step.buy or '')}."
    elif action == "choose":
        answer = step.choose if step.choose is not None else []
        options = ""
        if step.options is not None:
            options = f", from the options {words([w.answer(o) for o in step.options])}"
        if step.by:
            verb = "answers" if answer in ("yes", "no") else "chooses"
            text = f"{escape(step.by)} {verb} {w.answer(answer)}{options}."
        else:
            noun = "answer" if answer in ("yes", "no") else "choice"
            text = f"At the next decision, the {noun} is {w.answer(answer)}{options}."
    elif action == "phase":
        text = f"{actor} moves to the {(step.phase or '').capitalize()} phase."
    elif action == "end_turn":
        following = players[(players.index(turn) + 1) % len(players)]
        text = (
            f"{escape(turn)} finishes the turn (any phases left, then Clean-up), "
            f"and {escape(following)}'s turn begins."
        )
        turn = following
    elif action == "gain":
        where = f", putting it into {w.place(step.to)}" if step.to else ""
        text = f"{escape(step.player or turn)} gains {w.card(step.gain or '')}{where}."
    elif action == "pay_debt":
        text = f"{actor} pays off {step.pay_debt} Debt with coins."
    elif action == "end_game":
        text = "The game ends and is scored."
    else:
        checks = _expect_lines(w, step.expect or Expect())
        text = "Check at this point: " + " ".join(checks)
    if step.refused is not None:
        text += (
            f" The rules forbid this step: the engine must refuse it, saying "
            f"“{escape(step.refused)}”, and leave everything as it was."
        )
    return text, turn


_TABLE_ZONES = {
    "hand": "hand",
    "deck": "deck (top first)",
    "discard": "discard pile",
    "in_play": "cards in play",
    "exile": "Exile mat",
    "revealed": "revealed cards",
    "tavern": "Tavern mat",
    "set_aside": "cards set aside",
}
_TABLE_COUNTERS = {
    "actions": "Actions",
    "buys": "Buys",
    "coins": "coins",
    "potions": "Potions",
    "debt": "Debt",
    "vp_tokens": "VP tokens",
}


def _row_label(key: str, players: list[str]) -> tuple[tuple[int, int, str], str]:
    """A sort key and the words for one key of :func:`engine.runner.table`."""
    head, _, rest = key.partition(" ")
    if head in players:
        kind, _, label = rest.partition(" ")
        seat = players.index(head)
        if kind in _TABLE_COUNTERS:
            order = 100 + list(_TABLE_COUNTERS).index(kind)
            return (seat, order, ""), f"{escape(head)}'s {_TABLE_COUNTERS[kind]}"
        order = list(_TABLE_ZONES).index(kind) if kind in _TABLE_ZONES else 50
        words_ = _TABLE_ZONES.get(kind, kind.replace("_", " "))
        if label:
            words_ += f" ({escape(label)})"
        return (seat, order, label), f"{escape(head)}'s {words_}"
    shared = len(players)
    if head == "trash":
        return (shared, 0, ""), "The trash"
    if head == "supply":
        return (shared, 1, rest), f"The {escape(rest)} pile"
    if head == "non_supply":
        return (shared, 2, rest), f"The {escape(rest)} pile (not in the Supply)"
    if head == "black_market":
        if rest:
            return (shared, 4, rest), "Revealed from the Black Market deck"
        return (shared, 3, ""), "The Black Market deck (top first)"
    return (shared, 9, key), escape(key.replace("_", " "))


def _cell(key: str, names: list[str] | None) -> str:
    """A zone's cards in a few words: repeats grouped (``Copper ×3``), a pile as a count."""
    kind = key.split(" ")[1] if " " in key else key
    if not names:
        return "0" if kind in _TABLE_COUNTERS else "empty"
    if key.startswith(("supply ", "non_supply ")):
        return count(len(names), "card")
    if kind in _TABLE_COUNTERS:
        return names[0]
    ordered = kind in ("deck", "black_market") or key == "black_market"
    groups: list[list[Any]] = []
    for name in names:
        if ordered and groups and groups[-1][0] == name:
            groups[-1][1] += 1
            continue
        same = [g for g in groups if g[0] == name] if not ordered else []
        if same:
            same[0][1] += 1
        else:
            groups.append([name, 1])
    return ", ".join(escape(n) + (f" ×{k}" if k > 1 else "") for n, k in groups)


def changes_table(
    before: dict[str, list[str]],
    after: dict[str, list[str]],
    players: list[str],
    checked: Collection[str] = (),
) -> list[str]:
    """A Markdown table of what changed between the set-up and the end, one row per
    zone or counter: those the example checks (``checked`` holds keys or key prefixes
    such as ``Alice hand``, ``trash``, ``supply Curse``), or when it checks none that
    changed, every zone that changed. No table when nothing did."""

    def is_checked(key: str) -> bool:
        return any(key == c or key.startswith(f"{c} ") for c in checked)

    changed = [k for k in {**before, **after} if before.get(k) != after.get(k)]
    keys = [k for k in changed if is_checked(k)] or [
        k for k in changed if k.partition(" ")[2] not in _TABLE_COUNTERS
    ]
    if not keys:
        return []
    labelled = sorted((_row_label(k, players), k) for k in keys)
    out = ["| Where | Before | After |", "| --- | --- | --- |"]
    for (_, label), key in labelled:
        out.append(f"| {label} | {_cell(key, before.get(key))} | {_cell(key, after.get(key))} |")
    return out


def checked_places(scenario: Scenario) -> set[str]:
    """What the example's checks look at, as :func:`changes_table` keys or prefixes."""
    expects = [scenario.expect] + [s.expect for s in scenario.steps if s.expect is not None]
    out: set[str] = set()
    for e in expects:
        for name, p in e.players().items():
            out |= {
                f"{name} {field}"
                for field in (*_TABLE_ZONES, *_TABLE_COUNTERS)
                if getattr(p, field, None) is not None
            }
        if e.trash is not None:
            out.add("trash")
        if e.black_market is not None:
            out.add("black_market")
        out |= {f"supply {pile}" for pile in e.supply or {}}
        out |= {f"non_supply {pile}" for pile in e.supply or {}}
    return out


def narration(result: RunResult) -> list[str]:
    """The engine's narration without the phases in which nothing happened (a Night
    phase in a game with no Night card): a phase that begins just before another
    phase or turn begins, or as the scenario ends, is left out."""
    events = [e for e in result.events if e.get("text")]
    out = []
    for i, event in enumerate(events):
        if event["type"] == "phase":
            following = events[i + 1]["type"] if i + 1 < len(events) else None
            if following in (None, "phase", "turn"):
                continue
        out.append(str(event["text"]))
    return out


FOLD_SUMMARY = "claim, what changed, set-up, steps and narration"


def render_example(site: Site, here: str, scenario: Scenario, level: int) -> str:
    """One example as one fold, closed until opened (anchor ``example-<id>``): its
    summary names the example with the verified mark; inside are the claim, what
    changed, the set-up, the steps, the expected result and the engine's narration.

    ``level`` is the heading level the example would have; the fold carries no heading,
    so a long list of examples takes a line each on a phone."""
    del level
    w = _Writer(site, here)
    result = site.results[scenario.id]
    out = [
        f'<details class="dkb-fold dkb-ex" id="example-{scenario.id}" markdown>',
        '<summary><span class="dkb-verified"><span aria-hidden="true">✔</span>'
        f'<span class="dkb-sr-only">{VERIFIED}:</span></span> '
        f"Example: {html.escape(spelled(one_line(scenario.title)))}</summary>",
        "",
        f"**Claim:** {site.linker.text(here, scenario.claim)}",
        "{: .dkb-claim}",
        "",
    ]
    table = changes_table(
        result.before, result.after, scenario.setup.players, checked_places(scenario)
    )
    if table:
        out += ['<div class="dkb-changes" markdown>', "", *table, "", "</div>", ""]
    else:
        out += ["Nothing changed place between the set-up and the end.", ""]
    out += ['<p class="dkb-part"><strong>Set-up</strong></p>', ""]
    out += [f"- {line}" for line in _setup_lines(w, scenario)] + [""]
    turn = scenario.setup.turn or scenario.setup.players[0]
    out += ['<p class="dkb-part"><strong>Steps</strong></p>', ""]
    if not scenario.steps:
        out.append("Nothing is done: the set-up alone shows the result.")
    for n, step in enumerate(scenario.steps, 1):
        line, turn = _step_line(w, step, turn, scenario.setup.players)
        out.append(f"{n}. {line}")
    out += ["", '<p class="dkb-part"><strong>Expected result</strong></p>', ""]
    expected = _expect_lines(w, scenario.expect)
    out += [f"- {line}" for line in expected] if expected else ["Nothing particular is checked."]
    out += ["", '<p class="dkb-part"><strong>What the engine narrated</strong></p>', ""]
    told = [f"{n}. {plain(s)}" for n, s in enumerate(narration(result), 1)]
    out += told or ["The engine reported no events."]
    out += ["", "</details>"]
    return "\n".join(out) + "\n"


def render_examples(site: Site, here: str, scenarios: list[Scenario], level: int) -> str:
    """Every example of a record, one after another."""
    return "\n".join(render_example(site, here, s, level) for s in scenarios)
